// 18.1 Biblical translations: each CP advances the New Testament or (once the New Testament
// is done) the Full Bible marker of a language one space. Completion brings 6 Reformation
// attempts in that language (+1 per die for the Full Bible); each Full Bible is 1 VP, which
// victory-points.ts reads off the track.
import type { DebaterId } from '../data/pieces.ts';
import type { TranslationZone } from '../data/tables.ts';
import { TRANSLATIONS, TRANSLATION_ZONES } from '../data/tables.ts';
import type { HisState } from '../state.ts';
import { isUncommitted } from './debaters.ts';
import { startReformation } from './reformation.ts';

export type TranslationTrack = 'newTestament' | 'fullBible';

/** 18.2: the debaters whose bonus is a free translation space in their language. */
export const TRANSLATION_BONUS: Partial<Record<DebaterId, TranslationZone>> = {
  luther: 'german',
  melanchthon: 'german',
  olivetan: 'french',
  tyndale: 'english',
  coverdale: 'english',
};

export function translationComplete(state: HisState, zone: TranslationZone, track: TranslationTrack): boolean {
  return state.tracks.translations[track][zone] >= TRANSLATIONS[track].length;
}

/** The track a CP spent on this language advances now, or null once the Full Bible is done. */
export function nextTrack(state: HisState, zone: TranslationZone): TranslationTrack | null {
  if (!translationComplete(state, zone, 'newTestament')) return 'newTestament';
  if (!translationComplete(state, zone, 'fullBible')) return 'fullBible';
  return null;
}

/** The (language, track) pairs a CP may advance now: the Full Bible only after the New Testament. */
export function translationChoices(state: HisState): { zone: TranslationZone; track: TranslationTrack }[] {
  const out: { zone: TranslationZone; track: TranslationTrack }[] = [];
  for (const zone of TRANSLATION_ZONES) {
    const track = nextTrack(state, zone);
    if (track) out.push({ zone, track });
  }
  return out;
}

/** Uncommitted debaters who may add a free space in this language. */
export function translationBonusDebaters(state: HisState, zone: TranslationZone): DebaterId[] {
  return (Object.keys(TRANSLATION_BONUS) as DebaterId[]).filter((id) => TRANSLATION_BONUS[id] === zone && isUncommitted(state, id));
}

/**
 * Advance a language's current track one space; returns the track completed by this step, if
 * any. Completion pushes its Reformation attempts (they run once the caller pops).
 */
export function advanceTranslation(state: HisState, zone: TranslationZone, why: 'cp' | 'bonus'): TranslationTrack | null {
  const track = nextTrack(state, zone);
  if (track === null) return null;
  state.tracks.translations[track][zone]++;
  const at = state.tracks.translations[track][zone];
  state.log.push({ key: 'his.log.translation', params: { zone, track, at, why } });
  if (at < TRANSLATIONS[track].length) return null;
  state.log.push({ key: 'his.log.translationComplete', params: { zone, track, vp: TRANSLATIONS[track].vp } });
  return track;
}

/** 18.1: the Reformation attempts a completed translation brings, in its own language. */
export function startTranslationAttempts(state: HisState, zone: TranslationZone, track: TranslationTrack): void {
  const t = TRANSLATIONS[track];
  startReformation(state, { attempts: t.reformationAttempts, zones: [zone], dieModifier: t.dieModifier, why: track });
}
