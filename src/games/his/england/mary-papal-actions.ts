// 21.3 step 4: the Papal actions a card's CP buy in the English zone under Mary I (her
// English impulses, and the two-player variant's die roll after Protestant impulses).
import { burnBooksFrame } from '../actions/burn-books.ts';
import { frame } from '../flow/frames.ts';
import { pushInOrder } from '../flow/stack.ts';
import type { HisState } from '../state.ts';

/** 1-2 CP Burn Books, 3 CP a debate, 4+ CP Burn Books then a debate, all in the English zone. */
export function papalEnglishActions(state: HisState, cp: number): void {
  pushInOrder(state, [...(cp !== 3 ? [burnBooksFrame('english')] : []), ...(cp >= 3 ? [frame('maryDebate', {})] : [])]);
}
