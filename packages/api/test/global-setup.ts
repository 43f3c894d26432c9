export { setup, teardown } from '@mafia/db/testing';
