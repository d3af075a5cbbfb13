// Pushing, popping, calling and returning frames (the engine's, typed for Here I Stand).
export { call, pop, push, pushInOrder, ret, top } from '../../../engine/flow/index.ts';
