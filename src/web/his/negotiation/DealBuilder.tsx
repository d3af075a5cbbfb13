// The deal builder (9.1): while the powers talk, compose an offer from the items the rules
// allow between this power and another (the talk prompt's `offerable`, from the engine) and
// send it in private; an offer binds nothing. When declaring, an offer's items that the
// prompt offers as legal actions are added to the declaration with one click each. No rule
// is applied here: the items come from the engine and are matched to its legal actions.
import { useMemo, useState } from 'react';
import type { Action, Json } from '../../../engine/types.ts';
import type { Translate } from '../../../games/his/i18n/render.ts';
import { formatValue, powerName } from '../../../games/his/i18n/render.ts';

/** An item as the engine gives it: every one names the power giving (`from`) and receiving (`to`). */
export type OfferItem = { [key: string]: Json } & { from: string; to: string };

export function itemText(item: Json, t: Translate): string {
  return formatValue('item', item, t);
}

/** The other power an item binds, seen from `me`. */
function otherOf(item: OfferItem, me: string): string {
  return item.from === me ? item.to : item.from;
}

export function DealBuilder({ offerable, me, t, onOffer }: { offerable: OfferItem[]; me: string; t: Translate; onOffer(to: string, items: OfferItem[]): void }) {
  const partners = useMemo(() => [...new Set(offerable.map((i) => otherOf(i, me)))], [offerable, me]);
  const [partner, setPartner] = useState<string>('');
  const [picked, setPicked] = useState<number[]>([]);
  const chosen = partner !== '' && partners.includes(partner) ? partner : (partners[0] ?? '');
  const items = offerable.filter((i) => otherOf(i, me) === chosen);
  if (partners.length === 0) return null;
  const toggle = (n: number): void => setPicked((old) => (old.includes(n) ? old.filter((x) => x !== n) : [...old, n]));
  return (
    <div className="deal-builder" data-testid="deal-builder">
      <strong>{t('web.talk.builder')}</strong>{' '}
      <select
        value={chosen}
        onChange={(e) => {
          setPartner(e.target.value);
          setPicked([]);
        }}
        aria-label={t('web.talk.builderWith')}
      >
        {partners.map((p) => (
          <option key={p} value={p}>
            {powerName(p, t)}
          </option>
        ))}
      </select>
      <ul className="plain deal-items">
        {items.map((item, n) => (
          <li key={JSON.stringify(item)}>
            <label>
              <input type="checkbox" checked={picked.includes(n)} onChange={() => toggle(n)} data-item={JSON.stringify(item)} /> {itemText(item, t)}
            </label>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={picked.length === 0}
        onClick={() => {
          onOffer(
            chosen,
            picked.map((n) => items[n]!),
          );
          setPicked([]);
        }}
      >
        {t('web.talk.offer', { power: powerName(chosen, t) })}
      </button>
    </div>
  );
}

/**
 * An offer received or sent, its items in words; while declaring, a button adds its next item
 * the prompt offers as a legal action (`addItem` with that very item).
 */
export function OfferItems({ items, legal, act, t }: { items: Json[]; legal: readonly Action[]; act?: (a: Action) => void; t: Translate }) {
  const same = (a: Json, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);
  const next = items.map((item) => legal.find((a) => a.type === 'addItem' && a.declare === undefined && same(item, a.item as Json))).find((a) => a !== undefined);
  return (
    <div className="offer">
      <ul className="offer-items">
        {items.map((item) => (
          <li key={JSON.stringify(item)}>{itemText(item, t)}</li>
        ))}
      </ul>
      {act && next && (
        <button type="button" className="offer-use" onClick={() => act(next)}>
          {t('web.talk.useOffer', { item: itemText(next.item as Json, t) })}
        </button>
      )}
    </div>
  );
}
