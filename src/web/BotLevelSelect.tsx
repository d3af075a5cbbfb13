// The level a bot plays a seat at (issue 14): chosen in the lobby for each bot seat, and
// when a player hands a seat to a bot at the table.
import { BOT_LEVELS } from '../bots/levels.ts';
import type { BotLevel } from '../bots/levels.ts';
import { useT } from './i18n.ts';

/** What a new bot seat plays at unless the player picks another level. */
export const DEFAULT_LEVEL: BotLevel = 'heuristic';

export function BotLevelSelect({ value, onChange, name, disabled }: { value: BotLevel; onChange(level: BotLevel): void; name: string; disabled?: boolean }) {
  const t = useT();
  return (
    <select
      className="bot-level"
      name={name}
      value={value}
      disabled={disabled}
      aria-label={t('web.botLevel')}
      title={t('web.botLevel')}
      onChange={(e) => onChange(BOT_LEVELS.find((l) => l === e.target.value) ?? DEFAULT_LEVEL)}
    >
      {BOT_LEVELS.map((level) => (
        <option key={level} value={level}>
          {t(`web.botLevel.${level}`)}
        </option>
      ))}
    </select>
  );
}

/** "bot (heuristic)" for a bot seat, "player" for a person's. */
export function controllerLabel(seat: { controller: string; level?: BotLevel } | undefined, t: ReturnType<typeof useT>): string {
  if (!seat) return '';
  const who = t(`web.controller.${seat.controller}`);
  return seat.controller === 'bot' ? `${who} (${t(`web.botLevel.${seat.level ?? 'random'}`)})` : who;
}
