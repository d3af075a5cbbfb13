// Every CP action (11.1) and the procedures they push.
import type { CpAction } from './registry.ts';
import { BUILD_LAND_ACTIONS, buildLandProcedure } from './build-land.ts';
import { CONTROL_UNFORTIFIED_ACTION, controlUnfortifiedProcedure } from './control-unfortified.ts';
import { MOVE_ACTION } from './move.ts';
import { ASSAULT_ACTION } from './assault.ts';
import { assaultProcedure } from '../land/assault.ts';
import { RELIGIOUS_ACTIONS, RELIGIOUS_ACTION_PROCEDURES } from './religious.ts';
import { NAVAL_MOVE_ACTION } from './naval-move.ts';
import { NAVAL_TRANSPORT_ACTION } from './naval-transport.ts';
import { BUILD_NAVAL_ACTIONS } from './build-naval.ts';
import { INITIATE_PIRACY_ACTION } from './initiate-piracy.ts';
import { NEW_WORLD_ACTIONS } from './new-world.ts';
import { NAVAL_PROCEDURES } from '../naval/procedures.ts';
import { FIGHT_FOREIGN_WAR_ACTION, foreignWarBattleProcedure } from './fight-foreign-war.ts';
import { ROXELANA_ACTIONS, roxelanaAssaultProcedure } from '../events/roxelana.ts';

export const CP_ACTIONS: CpAction[] = [...BUILD_LAND_ACTIONS, CONTROL_UNFORTIFIED_ACTION, MOVE_ACTION, ASSAULT_ACTION, ...RELIGIOUS_ACTIONS, NAVAL_MOVE_ACTION, NAVAL_TRANSPORT_ACTION, ...BUILD_NAVAL_ACTIONS, INITIATE_PIRACY_ACTION, ...NEW_WORLD_ACTIONS, FIGHT_FOREIGN_WAR_ACTION, ...ROXELANA_ACTIONS];

export const ACTION_PROCEDURES = {
  buildLand: buildLandProcedure,
  controlUnfortified: controlUnfortifiedProcedure,
  assault: assaultProcedure,
  ...RELIGIOUS_ACTION_PROCEDURES,
  ...NAVAL_PROCEDURES,
  foreignWarBattle: foreignWarBattleProcedure,
  roxelanaAssault: roxelanaAssaultProcedure,
};
