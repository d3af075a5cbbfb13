// Every CP action (11.1) and the procedures they push.
import type { Procedure } from '../flow/frames.ts';
import type { CpAction } from './registry.ts';
import { BUILD_LAND_ACTIONS, buildLandProcedure } from './build-land.ts';

export const CP_ACTIONS: CpAction[] = [...BUILD_LAND_ACTIONS];

export const ACTION_PROCEDURES: Record<string, Procedure> = {
  buildLand: buildLandProcedure as Procedure,
};
