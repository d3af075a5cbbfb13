import type { ReactNode } from 'react';

/** A side panel that folds away (native <details>, so it works with touch and keyboard). */
export function Panel({ id, title, open = true, children, extra }: { id: string; title: string; open?: boolean; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className={`panel panel-${id}`} data-panel={id}>
      <details open={open}>
        <summary>
          <span>{title}</span>
          {extra}
        </summary>
        <div className="panel-body">{children}</div>
      </details>
    </section>
  );
}

export function PowerBadge({ power, name }: { power: string; name: string }) {
  return (
    <span className={`power-badge power-${power}`} data-power={power}>
      <i className="swatch" style={{ background: `var(--power-${power})` }} />
      {name}
    </span>
  );
}
