import { describe, expect, it } from 'vitest';
import { hereIStand } from '../module.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { causeSection, createTranslator, describeAction, diceOf, humanize, renderCause, renderLog, renderPrompt } from './render.ts';

const tEn = createTranslator(en);
const tEs = createTranslator(es, en);

describe('describeAction', () => {
  it('renders known action types with names for ids, in English and Spanish', () => {
    expect(describeAction({ type: 'play', card: 1, as: 'cp' }, tEn)).toBe('Play #1 Janissaries for CP');
    expect(describeAction({ type: 'play', card: 1, as: 'event' }, tEs)).toBe('Jugar #1 Jenízaros como evento');
    expect(describeAction({ type: 'space', space: 'vienna' }, tEn)).toBe('Vienna');
    expect(describeAction({ type: 'space', space: 'vienna' }, tEs)).toBe('Viena');
    expect(describeAction({ type: 'action', action: 'raiseRegular' }, tEs)).toBe('Reclutar tropa regular');
    expect(describeAction({ type: 'pass' }, tEn)).toBe('Pass');
    expect(describeAction({ type: 'units', power: 'ottoman', kind: 'regular', n: 3 }, tEn)).toBe('3 × regular (Ottoman)');
    expect(describeAction({ type: 'leader', leader: 'duke-of-alva' }, tEn)).toBe('Duke of Alva');
    expect(describeAction({ type: 'declareWar', target: 'france' }, tEs)).toBe('Declarar la guerra a Francia');
  });

  it('renders an unknown action type readably, with its fields', () => {
    expect(describeAction({ type: 'buildSquadronNow', space: 'genoa', count: 2 }, tEn)).toBe('Build squadron now: Genoa, count 2');
    expect(describeAction({ type: 'somethingNew' }, tEs)).toBe('Something new');
    expect(humanize('st_dizier')).toBe('St dizier');
  });
});

describe('renderLog and renderPrompt', () => {
  it('fills in names', () => {
    expect(renderLog({ key: 'his.log.built', params: { power: 'ottoman', kind: 'regular', space: 'istanbul' } }, tEn)).toBe(
      'Ottoman places a regular in Istanbul.',
    );
    expect(renderLog({ key: 'his.log.phase', params: { turn: 1, phase: 'actionPhase' } }, tEs)).toBe('Turno 1: Fase de acción.');
    expect(renderLog({ key: 'his.log.cardsAdded', params: { cards: [8, 13] } }, tEn)).toBe(
      "New cards enter the deck: #8 Luther's 95 Theses, #13 Schmalkaldic League.",
    );
    expect(renderPrompt({ key: 'his.prompt.spendCp', params: { cp: 4 } }, tEs)).toBe('Quedan 4 PM: elige una acción o termina el impulso.');
  });

  it('names the powers that won a battle, not only their side', () => {
    const won = { key: 'his.log.battleWon', params: { space: 'milan', winner: 'attacker', powers: ['france'], attackerHits: 2, defenderHits: 0 } };
    expect(renderLog(won, tEn)).toBe('The battle in Milan is won by France, the attacker (2 against 0 hits).');
    expect(renderLog({ ...won, params: { ...won.params, winner: 'defender', powers: ['papacy', 'venice'] } }, tEs)).toBe(
      'Victoria de Papado, Venecia, defensor, en la batalla de Milán (2 contra 0 impactos).',
    );
  });

  it('a prompt cause can leave its rule section to the table, which links it', () => {
    const prompt = { params: { cause: { card: 11, power: 'hapsburg', section: '18.4' } } };
    expect(renderCause(prompt, tEn)).toBe('Hapsburg played #11 Defender of the Faith as an event. Rule 18.4.');
    expect(renderCause(prompt, tEn, false)).toBe('Hapsburg played #11 Defender of the Faith as an event.');
    expect(causeSection(prompt)).toBe('18.4');
    expect(causeSection({ params: { cause: { phase: 'diplomacy' } } })).toBeNull();
  });

  it('shows dice', () => {
    const entry = { key: 'his.log.dice', params: { why: 'fieldBattle', dice: [6, 2, 5], space: 'vienna', side: 'attacker', power: 'ottoman' } };
    // Whose dice they are: the power and its side (issue 15).
    expect(renderLog(entry, tEn)).toBe('Dice for field battle in Vienna — Ottoman (attacker): [6 2 5].');
    expect(renderLog({ key: 'his.log.dice', params: { why: 'foreignWar', card: 110, side: 'defender', dice: [3] } }, tEn)).toBe(
      'Dice for foreign war (#110 War in Persia) (defender): [3].',
    );
    expect(diceOf(entry)).toEqual([6, 2, 5]);
    expect(diceOf({ params: {} })).toBeNull();
  });

  it('says 1 die and 2 dice, and leaves out what a roll does not have (issue 15)', () => {
    const base = { power: 'protestant', space: 'brandenburg', high: 6, success: true };
    expect(renderLog({ key: 'his.log.reformation', params: { ...base, dice: 4, automatic: true } }, tEn)).toBe(
      'Reformation attempt by Protestant on Brandenburg: 4 dice, best 6: success (automatic).',
    );
    expect(renderLog({ key: 'his.log.reformation', params: { ...base, dice: 1, papalDice: 1, papalHigh: 4, automatic: false } }, tEs)).toBe(
      'Intento de Reforma de Protestante sobre Brandeburgo: 1 dado, mejor 6 contra 4 (1 dado): éxito.',
    );
    const move = { power: 'england', from: 'london', to: 'dover' };
    expect(renderLog({ key: 'his.log.moveDeclared', params: { ...move, to: 'portsmouth', units: [], leaders: ['charles-brandon'] } }, tEn)).toBe(
      'England moves from London to Portsmouth; leaders: Charles Brandon.',
    );
  });

  it('names the powers and cards of an object parameter, and how a card was played (issue 15)', () => {
    expect(renderLog({ key: 'his.log.dietOfWormsReveal', params: { cards: { hapsburg: 108, papacy: 76 } } }, tEn)).toBe(
      'Diet of Worms: the committed cards are revealed: Hapsburg: #108 Venetian Alliance, Papacy: #76 Foreign Recruits.',
    );
    expect(renderLog({ key: 'his.log.cardAsEvent', params: { power: 'hapsburg', card: 30, use: 'combat' } }, tEn)).toBe(
      'Hapsburg plays #30 Tercios as a combat card.',
    );
    expect(renderLog({ key: 'his.log.cardAsEvent', params: { power: 'hapsburg', card: 2 } }, tEn)).toBe(
      'Hapsburg plays #2 Holy Roman Emperor as an event.',
    );
    expect(renderLog({ key: 'his.log.bonusVp', params: { power: 'france', vp: 1, why: 'michaelServetus' } }, tEn)).toBe(
      'France gains 1 VP (Michael Servetus).',
    );
  });

  it('a Reformation prompt says what caused it, and reads right with no target zone (issue 15)', () => {
    expect(renderPrompt({ key: 'his.prompt.counterReformationTarget', params: { attempts: 3, zones: [], why: 'defenderOfTheFaith' } }, tEn)).toBe(
      'Counter Reformation attempt (Defender of the Faith; 3 left): choose the space.',
    );
    expect(renderPrompt({ key: 'his.prompt.reformationTarget', params: { attempts: 1, zones: ['german'], why: 'luther95' } }, tEs)).toBe(
      'Intento de Reforma (las 95 tesis de Lutero; queda 1, zona objetivo: alemán): elige el espacio.',
    );
  });

  it('an unknown key still renders, as the key and its parameters', () => {
    expect(renderLog({ key: 'his.log.brandNew', params: { power: 'france', space: 'paris', n: 2 } }, tEn)).toBe(
      'his.log.brandNew (power: France, space: Paris, n: 2)',
    );
    expect(renderPrompt({ key: 'his.prompt.brandNew' }, tEs)).toBe('his.prompt.brandNew');
  });

  it('every prompt, action and log entry of a played-out start renders without raw keys', () => {
    let state = hereIStand.setup({ scenario: '1517' }, 'render-test');
    for (let i = 0; i < 120; i++) {
      const prompt = hereIStand.pending(state)[0];
      if (!prompt) break;
      expect(renderPrompt(prompt, tEn)).not.toContain('his.');
      const legal = hereIStand.legalActions(state, prompt.player);
      for (const action of legal) expect(describeAction(action, tEs)).not.toMatch(/his\.|undefined|\[object/);
      state = hereIStand.apply(state, prompt.player, legal[i % legal.length]!);
    }
    for (const entry of state.log) {
      const text = renderLog(entry, tEs);
      expect(text, entry.key).not.toMatch(/^his\.|undefined|\[object/);
    }
  });
});
