// The table of response and combat cards, by card id: which card answers which window
// (the window mechanism is flow/window.ts; the flow is built with this table).
import type { ResponseTable } from '../flow/window.ts';
import { HERE_I_STAND_RESPONSE } from './here-i-stand.ts';
import { JANISSARIES_RESPONSE } from './janissaries.ts';
import { THE_WARTBURG_RESPONSE } from './the-wartburg.ts';
import { THOMAS_CROMWELL_RESPONSE } from './thomas-cromwell.ts';
import { COMBAT_RESPONSES } from './combat-responses.ts';

/** Frozen: tests make variations with `windowProcedure({ ...RESPONSES, ... })` in a flow of their own. */
export const RESPONSES: ResponseTable = Object.freeze({
  ...COMBAT_RESPONSES,
  1: JANISSARIES_RESPONSE,
  7: HERE_I_STAND_RESPONSE,
  37: THE_WARTBURG_RESPONSE,
  115: THOMAS_CROMWELL_RESPONSE,
});
