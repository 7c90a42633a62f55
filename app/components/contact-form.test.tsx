import { cleanup, fireEvent, render as renderAlone, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { es } from '../i18n/catalog.es';
import { provideSpanish } from '../i18n/i18n';
import { ContactForm } from './contact-form';

afterEach(cleanup);

/** The form on a page at `path` (its language comes from the path). */
const render = (ui: React.ReactElement, path = '/contact-us') =>
  renderAlone(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);

describe('ContactForm', () => {
  it('lays out name, email, subject, comment and the save box with labels', () => {
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('aria-required')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Save my name, email and subject/ })).toBeTruthy();
  });

  it('never submits natively; a submit loads validation, keeps what was typed and shows the errors', async () => {
    render(<ContactForm />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(form.getAttribute('data-live')).toBe('false');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Ann Lee' } });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);

    await waitFor(() => expect(screen.getByRole('form').getAttribute('data-live')).toBe('true'));
    await waitFor(() => expect(screen.getByRole('form').getAttribute('data-submitted')).toBe('true'));
    expect((screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value).toBe('Ann Lee');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('This field is required.');
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBeNull();
  });

  it('speaks Spanish on a Spanish page, its validation messages too', async () => {
    provideSpanish(es);
    render(<ContactForm />, '/es/contact-us');
    const form = screen.getByRole('form', { name: 'Envíenos un mensaje' });
    expect(screen.getByRole('textbox', { name: 'Nombre' }).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveProperty('type', 'email');
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeTruthy();
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await waitFor(() => expect(screen.getByRole('form').getAttribute('data-submitted')).toBe('true'));
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Este campo es obligatorio.',
    );
  });
});
