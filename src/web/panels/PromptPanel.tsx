// The current decision, driven only by the legal actions: every action is a button
// (rendered generically through the message catalogue); actions naming a space or a
// card may also be chosen on the map or in the hand (see choices.ts).
import { useState } from 'react';
import type { Action } from '../../engine/types.ts';
import { cardName, describeAction, powerName, renderPrompt, seaName, spaceName } from '../../games/his/i18n/render.ts';
import type { Translate } from '../../games/his/i18n/render.ts';
import type { HisTable } from '../api.ts';
import type { Choices, Selection } from '../choices.ts';
import { actionsFor, cardOf, seaOf, spaceOf } from '../choices.ts';
import { Panel } from './Panel.tsx';
import type { BotLevel } from '../api.ts';
import { BotLevelSelect, DEFAULT_LEVEL } from '../BotLevelSelect.tsx';

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
}

function kindOf(action: Action): string {
  if (cardOf(action) !== null) return 'card';
  if (spaceOf(action) !== null) return 'space';
  if (seaOf(action) !== null) return 'sea';
  return 'other';
}

function ActionButton({ action, act, busy, t }: { action: Action; act(a: Action): void; busy: boolean; t: Translate }) {
  const kind = kindOf(action);
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
    >
      {describeAction(action, t)}
    </button>
  );
}

export function PromptPanel({ table, choices, selection, onClearSelection, act, undo, setBot, busy, refusal, t }: Props) {
  const legal = table.legalActions;
  const [level, setLevel] = useState<BotLevel>(DEFAULT_LEVEL);
  const waiting = table.waitingFor.map((p) => powerName(p, t)).join(', ');
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
        {table.prompts.map((p, i) => (
          <p key={i} className="prompt-text" data-prompt={p.key}>
            {renderPrompt(p, t)}
          </p>
        ))}
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
                <ActionButton key={i} action={a} act={act} busy={busy} t={t} />
              ))}
            </div>
          </div>
        )}
        {big.length > 0 && (
          <div className="choices">
            {big.map((a, i) => (
              <ActionButton key={i} action={a} act={act} busy={busy} t={t} />
            ))}
          </div>
        )}
        {small.length > 0 && (
          <div className="choices compact">
            {small.map((a, i) => (
              <ActionButton key={i} action={a} act={act} busy={busy} t={t} />
            ))}
          </div>
        )}
      </>
    );
  }

  return (
    <Panel id="prompt" title={t('web.panel.prompt')}>
      {body}
      {table.waitingFor.length > 0 ? (
        <p className="waiting" data-testid="waiting">
          {t('web.waitingFor', { powers: waiting })}
        </p>
      ) : (
        <p className="waiting">{t('web.nobodyToMove')}</p>
      )}
      {refusal && (
        <p className="error" role="alert">
          {'code' in refusal && refusal.code === 'stale' ? t('web.error.stale') : t('web.error', { message: refusal.message })}
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
