// The 19 diplomacy card events of the two-player variant, and their choice resolvers.
import type { DiplomacyCardId } from '../data/cards.ts';
import type { DiplomacyEvent } from './cards-common.ts';
import type { TwoPlayerResolver } from './choice.ts';
import { twoPlayerChoiceProcedure } from './choice.ts';
import { MACHIAVELLI_2P, playInvasion, resolveInvasion, resolveMachiavelli } from './cards-invasions.ts';
import { ANDREA_DORIA_2P, DIPLOMATIC_MARRIAGE_2P, SHIPBUILDING_2P, VENETIAN_ALLIANCE_2P, resolveMarriage, resolveShipbuilding, resolveVenetianAlliance } from './cards-minors.ts';
import {
  CORSAIR_RAID_2P,
  DIPLOMATIC_PRESSURE_2P,
  KNIGHTS_OF_ST_JOHN_2P,
  PLAGUE_2P,
  SPANISH_INQUISITION_2P,
  resolveCorsair,
  resolveInquisition,
  resolvePlague,
  resolvePressure,
} from './cards-hands.ts';
import { HENRY_PETITIONS_2P, SECRET_CIRCLE_2P, SIEGE_OF_VIENNA_2P, resolveCircle, resolveHenry, resolveVienna } from './cards-other.ts';

const invasion = (card: DiplomacyCardId): DiplomacyEvent => ({ play: (state, player) => playInvasion(state, card, player) });

export const DIPLOMACY_EVENTS: Readonly<Record<DiplomacyCardId, DiplomacyEvent>> = {
  201: ANDREA_DORIA_2P,
  202: invasion(202),
  203: CORSAIR_RAID_2P,
  204: DIPLOMATIC_MARRIAGE_2P,
  205: DIPLOMATIC_PRESSURE_2P,
  206: invasion(206),
  207: HENRY_PETITIONS_2P,
  208: KNIGHTS_OF_ST_JOHN_2P,
  209: PLAGUE_2P,
  210: SHIPBUILDING_2P,
  211: invasion(211),
  212: VENETIAN_ALLIANCE_2P,
  213: invasion(213),
  214: invasion(214),
  215: MACHIAVELLI_2P,
  216: invasion(216),
  217: SECRET_CIRCLE_2P,
  218: SIEGE_OF_VIENNA_2P,
  219: SPANISH_INQUISITION_2P,
};

const RESOLVERS: Readonly<Partial<Record<DiplomacyCardId, TwoPlayerResolver>>> = {
  202: resolveInvasion,
  203: resolveCorsair,
  204: resolveMarriage,
  205: resolvePressure,
  206: resolveInvasion,
  207: resolveHenry,
  209: resolvePlague,
  210: resolveShipbuilding,
  211: resolveInvasion,
  212: resolveVenetianAlliance,
  213: resolveInvasion,
  214: resolveInvasion,
  215: resolveMachiavelli,
  216: resolveInvasion,
  217: resolveCircle,
  218: resolveVienna,
  219: resolveInquisition,
};

export const twoPlayerChoice = twoPlayerChoiceProcedure(RESOLVERS);
