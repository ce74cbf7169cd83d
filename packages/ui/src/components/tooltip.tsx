import * as React from 'react';
import { createPortal } from 'react-dom';

import { cn } from '../lib/cn';

/** The spec's tooltip timing (§9): opens 700 ms after the pointer or keyboard focus arrives… */
export const TOOLTIP_OPEN_DELAY_MS = 700;
/** …or at once when another tooltip closed less than 300 ms before. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Time to move the pointer from the control onto its tooltip without it closing. */
const HOVER_GRACE_MS = 100;

let lastClosedAt = Number.NEGATIVE_INFINITY;

const GAP_PX = 6;
const EDGE_PX = 4;

/**
 * A short text naming an icon-only control, for sighted people (screen readers already have the
 * control's name). Wraps its one control in a span that listens for a mouse pointer and for
 * keyboard focus; the text shows in a portal above the control (below when there is no room),
 * stays while the pointer is on it, and goes on pointer-down, blur, scroll or Escape (WCAG
 * 1.4.13). Hand-written rather than Radix Tooltip: the cards are on the first load of `/` and
 * `/browse`, and Radix's popper would cost about 10 KiB there (docs/decisions/202-tooltips.md).
 */
export function Tooltip({
  content,
  children,
  className,
}: {
  content: string;
  children: React.ReactNode;
  className?: string;
}) {
  const anchor = React.useRef<HTMLSpanElement>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const [trigger, setTrigger] = React.useState<DOMRect | null>(null);

  const clear = () => clearTimeout(timer.current);
  const shown = React.useRef(false);
  const close = React.useCallback(() => {
    clearTimeout(timer.current);
    if (!shown.current) return;
    shown.current = false;
    lastClosedAt = Date.now();
    setTrigger(null);
  }, []);
  const show = () => {
    clear();
    const reveal = () => {
      // Not for a control a modal dialog has hidden meanwhile (focus handed back to a menu's
      // button just as the menu opened a dialog).
      if (!anchor.current || anchor.current.closest('[aria-hidden="true"], [inert]')) return;
      const rect = anchor.current.getBoundingClientRect();
      shown.current = true;
      setTrigger(rect);
    };
    if (Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) reveal();
    else timer.current = setTimeout(reveal, TOOLTIP_OPEN_DELAY_MS);
  };
  const closeSoon = () => {
    clear();
    timer.current = setTimeout(close, HOVER_GRACE_MS);
  };

  React.useEffect(() => clear, []);

  return (
    <span
      ref={anchor}
      className={cn('inline-flex', className)}
      onPointerEnter={(event) => event.pointerType === 'mouse' && show()}
      onPointerLeave={(event) => event.pointerType === 'mouse' && closeSoon()}
      onPointerDown={close}
      onFocus={(event) => event.target.matches(':focus-visible') && show()}
      onBlur={close}
    >
      {children}
      {trigger && (
        <TooltipText
          content={content}
          trigger={trigger}
          onClose={close}
          onPointerEnter={clear}
          onPointerLeave={closeSoon}
        />
      )}
    </span>
  );
}

/**
 * The text of an open Tooltip, in a portal: above its control (below when there is no room),
 * kept on screen, closed by Escape or a scroll.
 */
function TooltipText({
  content,
  trigger,
  onClose,
  onPointerEnter,
  onPointerLeave,
}: {
  content: string;
  /** Where the control is. */
  trigger: DOMRect;
  onClose: () => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}) {
  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey, true);
    window.addEventListener('scroll', onClose, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      window.removeEventListener('scroll', onClose, true);
    };
  }, [onClose]);

  // Placed after layout, once its own size is known: centred on the control, kept on screen.
  const place = React.useCallback(
    (tip: HTMLDivElement | null) => {
      if (!tip) return;
      const { width, height } = tip.getBoundingClientRect();
      const left = Math.min(
        Math.max(trigger.left + trigger.width / 2 - width / 2, EDGE_PX),
        window.innerWidth - width - EDGE_PX,
      );
      const above = trigger.top - GAP_PX - height;
      tip.style.left = `${left}px`;
      tip.style.top = `${above >= EDGE_PX ? above : trigger.bottom + GAP_PX}px`;
      tip.style.visibility = 'visible';
    },
    [trigger],
  );

  return createPortal(
    <div
      ref={place}
      role="tooltip"
      style={{ visibility: 'hidden' }}
      className="pointer-events-auto fixed z-50 max-w-64 rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow-md motion-safe:animate-fade-in"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {content}
    </div>,
    document.body,
  );
}
