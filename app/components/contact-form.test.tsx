import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

afterEach(cleanup);

function fill() {
  fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Ann Lee' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: 'ann@example.com' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Subject' }), { target: { value: 'Fiber' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), {
    target: { value: 'Is it available?' },
  });
  fireEvent.click(screen.getByRole('checkbox'));
}

describe('ContactForm', () => {
  it('lays out name, email, subject, comment and the save box with labels', () => {
    render(<ContactForm />);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveProperty('required', true);
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveProperty('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('required', false);
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Save my name, email and subject/ })).toBeTruthy();
  });

  it('hands the values to onSubmit and prevents the native submission', () => {
    const onSubmit = vi.fn();
    render(<ContactForm onSubmit={onSubmit} />);
    fill();
    const form = screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledWith(
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        subject: 'Fiber',
        comment: 'Is it available?',
        saveData: true,
      },
      form,
    );
  });

  it('without a handler it still never submits natively and says how to reach us', () => {
    render(<ContactForm />);
    fill();
    const form = screen.getByRole('form', { name: 'Send us a message' });
    const event = new Event('submit', { bubbles: true, cancelable: true });
    act(() => {
      form.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('status').textContent).toMatch(/call/i);
  });
});
