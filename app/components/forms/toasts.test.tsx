import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { es } from '../../i18n/catalog.es';
import { provideSpanish } from '../../i18n/i18n';
import { queueToast, type ToastRequest, toastQueue, useToastsWanted } from '../../lib/toast-store';
import ToastRegion from './toasts';

const toast = (message: string): ToastRequest => ({ type: 'success', title: 'Success', message });

describe('toasts: notify() queues, the region (loaded with the first toast) shows', () => {
  it('wants the region with the first toast and shows what waited once it mounts; later ones go straight to it', async () => {
    const wanted = renderHook(() => useToastsWanted());
    expect(wanted.result.current).toBe(false);
    act(() => queueToast(toast('Saved once.')));
    expect(wanted.result.current).toBe(true);
    expect(toastQueue.waiting).toHaveLength(1);

    const region = render(
      <MemoryRouter>
        <ToastRegion />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Saved once.')).toBeTruthy();
    expect(toastQueue.waiting).toEqual([]);
    const shown: string[] = [];
    const show = toastQueue.show;
    toastQueue.show = (r) => shown.push(r.message);
    queueToast(toast('Saved twice.'));
    expect(shown).toEqual(['Saved twice.']);
    toastQueue.show = show;

    // Unmounted, the region takes nothing more: a toast waits for the next one to mount.
    region.unmount();
    expect(toastQueue.show).toBeUndefined();
    queueToast(toast('Saved again.'));
    expect(toastQueue.waiting).toHaveLength(1);
  });

  it('a dialog’s region does not take the page’s toasts', () => {
    render(
      <MemoryRouter>
        <ToastRegion containerId="dialog" />
      </MemoryRouter>,
    );
    expect(toastQueue.show).toBeUndefined();
  });

  it('shows a toast in the page’s language: a Spanish page gets the Spanish of what the API said', async () => {
    provideSpanish(es);
    cleanup();
    toastQueue.waiting.splice(0);
    const region = render(
      <MemoryRouter initialEntries={['/es/contact-us']}>
        <ToastRegion />
      </MemoryRouter>,
    );
    act(() => queueToast(toast('Message sent successfully.')));
    expect(await screen.findByText('Mensaje enviado correctamente.')).toBeTruthy();
    expect(screen.getByText('Listo')).toBeTruthy();
    region.unmount();
  });
});
