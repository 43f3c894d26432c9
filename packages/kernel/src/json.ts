/** Everything in game state and events is plain JSON, so replay and storage are lossless. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
