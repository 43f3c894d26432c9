export { applyPatch, diff, PatchMismatch, type PatchOp, type PatchPath } from './patch';
export { applyUpdate, type StreamUpdate } from './update';
