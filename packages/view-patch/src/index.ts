export { applyPatch, diff, PatchMismatch, type PatchOp, type PatchPath } from './patch';
