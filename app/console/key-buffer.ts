// No lost key (issue 36 item 1). While the console moves to another page (the next lead after
// "log and next", j / k, g n, a search), keys the operator types are meant for the page that is
// coming, not the one still on the screen: they are held, in order, and replayed once the new page
// has drawn and bound its own keys. Without this, `a` typed after Ctrl+Enter assigned the lead just
// left, and `j j j` after `g n` moved the cursor in the old list.
//
// Holding starts at once when a key's handler navigates (holdKeys(), before the router has even
// begun) and while the router navigates; it ends when the navigation has ended and the page that
// came has committed (ConsoleShortcuts' layout effect, which runs after the page's own). Replay
// sends each key again as a keydown on the element that now has the focus, so every listener (the
// console's shortcuts, a dialog's Ctrl+Enter, a link's Enter) gets it as if typed now; a printable
// key for a text field that now has the focus is typed into it (insertText keeps the field's undo
// and its input event). A replayed key that navigates again holds the rest for the next page.
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigation } from 'react-router';

type HeldKey = Pick<KeyboardEventInit, 'key' | 'code' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey'>;

/** Keys typed while a page is coming; more than this many is a stuck navigation, not typing. */
const MAX_HELD = 64;
/** A hold whose navigation never started (no next lead, the same URL) ends after this long. */
const START_GRACE_MS = 1000;

let holding = false;
let navigating = false;
let held: HeldKey[] = [];
let grace: ReturnType<typeof setTimeout> | undefined;
let replaying = false;

function capture(e: KeyboardEvent): void {
  if (!holding || !e.isTrusted) return;
  // Modifier keys alone carry nothing to replay.
  if (['Shift', 'Control', 'Alt', 'Meta', 'CapsLock'].includes(e.key)) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  if (held.length < MAX_HELD) held.push(pick(e));
}

function pick(e: KeyboardEvent): HeldKey {
  return {
    key: e.key,
    code: e.code,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  };
}

let listening = false;
function listen(): void {
  if (listening) return;
  // The capture phase on window: before React's root listener, a field, or the shortcuts.
  window.addEventListener('keydown', capture, { capture: true });
  listening = true;
}

/** A key's handler is about to navigate: hold what is typed next for the page that comes. */
export function holdKeys(): void {
  listen();
  holding = true;
  clearTimeout(grace);
  // If the router does not start a navigation (nothing to go to), let go again.
  grace = setTimeout(() => {
    if (!navigating) release();
  }, START_GRACE_MS);
}

/** Whether keys are being held (a change queued now would be for the page that is coming). */
export function keysHeld(): boolean {
  return holding;
}

function isTextField(el: Element | null): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return !el.readOnly;
  return (
    el instanceof HTMLInputElement &&
    !el.readOnly &&
    ['text', 'search', 'email', 'tel', 'url', ''].includes(el.type)
  );
}

function replayOne(k: HeldKey): void {
  const target = document.activeElement ?? document.body;
  const printable = k.key?.length === 1 && !k.ctrlKey && !k.metaKey && !k.altKey;
  if (printable && isTextField(target)) {
    document.execCommand('insertText', false, k.key);
    return;
  }
  const e = new KeyboardEvent('keydown', { ...k, bubbles: true, cancelable: true, composed: true });
  const allowed = target.dispatchEvent(e);
  // A synthetic Enter does not follow a link or press a button by itself.
  if (
    allowed &&
    k.key === 'Enter' &&
    (target instanceof HTMLAnchorElement || target instanceof HTMLButtonElement)
  )
    target.click();
}

/**
 * The page that came has committed: its keys, in order, in a task of their own (each key's update
 * drawn before the next key, with flushSync: a replayed `c` opens the outcome dialog before the
 * note typed after it goes in). Keys typed meanwhile are still held and join the end.
 */
function release(): void {
  clearTimeout(grace);
  if (replaying) return;
  replaying = true;
  setTimeout(() => {
    replaying = false;
    holding = false;
    while (held.length > 0 && !holding) {
      const k = held.shift() as HeldKey;
      flushSync(() => replayOne(k));
    }
  }, 0);
}

/**
 * Mounted once, in the signed-in layout (ConsoleShortcuts): holds keys while the router navigates
 * and replays them when the page that came has committed. A layout effect of the layout runs after
 * those of the page below it, so the new page's shortcuts are bound by then.
 */
export function useKeyBuffer(): void {
  const navigation = useNavigation();
  const { key } = useLocation();
  const busy = navigation.state !== 'idle';
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when the page that came commits (a new location key)
  useLayoutEffect(() => {
    listen();
    navigating = busy;
    if (busy) {
      holding = true;
      clearTimeout(grace);
    } else if (holding) release();
  }, [busy, key]);
  // Leaving the signed-in pages (sign-out, a session that ended): nothing here will see the
  // navigation end, so what is held goes to the page that comes now (the sign-in page's button).
  useLayoutEffect(
    () => () => {
      navigating = false;
      if (holding) release();
    },
    [],
  );
}

/** For tests of this module: forget every held key. */
export function resetKeyBuffer(): void {
  clearTimeout(grace);
  holding = false;
  navigating = false;
  held = [];
}
