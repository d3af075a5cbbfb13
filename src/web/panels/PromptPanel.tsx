// The current decision, driven only by the legal actions: every action is a button
// (rendered generically through the message catalogue); actions naming a space or a
// card may also be chosen on the map or in the hand (see choices.ts).
import { useState } from 'react';
import type { Action } from '../../engine/types.ts';
import { actionCost, cardName, causeSection, describeAction, powerName, renderCause, renderFacts, renderQuestion, seaName, spaceName } from '../../games/his/i18n/render.ts';
import type { Prompt } from '../../engine/types.ts';
import './table-extras.css';
import type { Translate } from '../../games/his/i18n/render.ts';
import type { HisTable } from '../api.ts';
import type { Choices, Selection } from '../choices.ts';
import { actionsFor, cardOf, seaOf, spaceOf } from '../choices.ts';
import { Panel } from './Panel.tsx';
import type { BotLevel } from '../api.ts';
import { BotLevelSelect, DEFAULT_LEVEL } from '../BotLevelSelect.tsx';
import { RuleLink, RuleReader } from './RuleReader.tsx';

interface Props {
  table: HisTable;
  choices: Choices;
  selection: Selection;
  onClearSelection(): void;
  act(action: Action): void;
  undo(): void;
  setBot(bot: boolean, level?: BotLevel): void;
  busy: boolean;
  refusal: Error | null;
  t: Translate;
  /** Every power this seat's link opens (one person holding several), and how to show another. */
  held?: readonly string[];
  onSwitch?(power: string): void;
}

function kindOf(action: Action): string {
  if (cardOf(action) !== null) return 'card';
  if (spaceOf(action) !== null) return 'space';
  if (seaOf(action) !== null) return 'sea';
  return 'other';
}

function ActionButton({ action, act, busy, t, prompts }: { action: Action; act(a: Action): void; busy: boolean; t: Translate; prompts: readonly Prompt[] }) {
  const kind = kindOf(action);
  // The CP it costs, when the prompt says (prompt params `costs`).
  const cost = prompts.map((p) => actionCost(p, action)).find((c) => c !== null) ?? null;
  return (
    <button
      type="button"
      className={`choice choice-${kind}`}
      disabled={busy}
      onClick={() => act(action)}
      data-action={action.type}
      data-kind={kind}
      data-space={spaceOf(action) ?? undefined}
      data-card={cardOf(action) ?? undefined}
      data-json={JSON.stringify(action)}
      data-cost={cost ?? undefined}
    >
      {describeAction(action, t)}
      {cost !== null && <span className="cost">{t('web.cp', { cp: String(cost) })}</span>}
    </button>
  );
}

export function PromptPanel({ table, choices, selection, onClearSelection, act, undo, setBot, busy, refusal, t, held = [], onSwitch }: Props) {
  const legal = table.legalActions;
  const [level, setLevel] = useState<BotLevel>(DEFAULT_LEVEL);
  // The rule section whose summary is open (the prompt's rule link), if any.
  const [rule, setRule] = useState<string | null>(null);
  // Powers of this same person are not "waited for": they get a button to show them.
  const others = table.waitingFor.filter((p) => !held.includes(p) || p === table.player);
  const waiting = others.map((p) => powerName(p, t)).join(', ');
  const mineToMove = table.waitingFor.filter((p) => held.includes(p) && p !== table.player);
  const selected = actionsFor(choices, selection);
  const selectionName =
    selection === null
      ? ''
      : selection.kind === 'space'
        ? spaceName(selection.id, t)
        : selection.kind === 'sea'
          ? seaName(selection.id, t)
          : cardName(selection.id, t);

  let body;
  if (table.player === null) {
    body = <p className="muted">{t('web.spectating')}</p>;
  } else if (legal.length === 0) {
    body = <p className="muted">{t('web.notYourTurn')}</p>;
  } else {
    const others = legal.filter((a) => !selected.includes(a));
    const big = others.filter((a) => kindOf(a) === 'other' || kindOf(a) === 'card');
    const small = others.filter((a) => kindOf(a) === 'space' || kindOf(a) === 'sea');
    body = (
      <>
        {table.prompts.map((p, i) => {
          // The section is a link to its summary (RuleReader), the rest of the cause text.
          const section = causeSection(p);
          const cause = renderCause(p, t, false);
          const facts = renderFacts(p, t);
          return (
            <div key={i} className="prompt">
              <p className="prompt-text" data-prompt={p.key}>
                {renderQuestion(p, t)}
              </p>
              {(cause !== '' || section !== null) && (
                <p className="prompt-cause" data-testid="prompt-cause">
                  {cause}
                  {cause !== '' && section !== null && ' '}
                  {section !== null && <RuleLink section={section} onOpen={setRule} t={t} />}
                </p>
              )}
              {facts.length > 0 && (
                <ul className="prompt-facts" data-testid="prompt-facts">
                  {facts.map((f, j) => (
                    <li key={j}>{f}</li>
                  ))}
                </ul>
              )}
            </div>
          );
        })}
        {choices.spaces.size + choices.seas.size > 0 && <p className="hint">{t('web.chooseOnMap')}</p>}
        {choices.cards.size > 0 && <p className="hint">{t('web.chooseCard')}</p>}
        {selected.length > 0 && (
          <div className="selected-choices" data-testid="selected-choices">
            <div className="selected-head">
              <strong>{t('web.selected', { what: selectionName })}</strong>
              <button type="button" className="link-button" onClick={onClearSelection}>
                {t('web.clear')}
              </button>
            </div>
            <div className="choices">
              {selected.map((a, i) => (
                <ActionButton key={i} action={a} act={act} busy={busy} t={t} prompts={table.prompts} />
              ))}
            </div>
          </div>
        )}
        {big.length > 0 && (
          <div className="choices">
            {big.map((a, i) => (
              <ActionButton key={i} action={a} act={act} busy={busy} t={t} prompts={table.prompts} />
            ))}
          </div>
        )}
        {small.length > 0 && (
          <div className="choices compact">
            {small.map((a, i) => (
              <ActionButton key={i} action={a} act={act} busy={busy} t={t} prompts={table.prompts} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <Panel id="prompt" title={t('web.panel.prompt')}>
      {body}
      {rule !== null && <RuleReader section={rule} onClose={() => setRule(null)} t={t} />}
      {mineToMove.map((p) => (
        <p key={p} className="waiting mine">
          <button type="button" onClick={() => onSwitch?.(p)} data-testid="switch-to" data-power={p}>
            {t('web.yourPowerToMove', { power: powerName(p, t) })}
          </button>
        </p>
      ))}
      {waiting !== '' ? (
        <p className="waiting" data-testid="waiting">
          {t('web.waitingFor', { powers: waiting })}
        </p>
      ) : mineToMove.length > 0 ? null : (
        <p className="waiting">{t('web.nobodyToMove')}</p>
      )}
      {refusal && (
        <p className="error" role="alert">
          {'code' in refusal && (refusal.code === 'stale' || refusal.code === 'disconnected') ? t(`web.error.${refusal.code}`) : t('web.error', { message: refusal.message })}
        </p>
      )}
      {table.player !== null && (
        <div className="prompt-tools">
          <button type="button" className="secondary" disabled={busy || !table.canUndo} onClick={undo} data-testid="undo">
            {t('web.undo')}
          </button>
          {table.seats.find((s) => s.player === table.player)?.controller === 'bot' ? (
            <button type="button" className="secondary" disabled={busy} onClick={() => setBot(false)} data-testid="take-back">
              {t('web.takeBack')}
            </button>
          ) : (
            <>
              <button type="button" className="secondary" disabled={busy} onClick={() => window.confirm(t('web.handToBotConfirm')) && setBot(true, level)} data-testid="to-bot">
                {t('web.handToBot')}
              </button>
              <BotLevelSelect name="hand-over-level" value={level} onChange={setLevel} disabled={busy} />
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
