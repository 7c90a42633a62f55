import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { homeFaqs } from '../../content/faqs.ts';
import { Faq, faqJsonLd } from './faq';

afterEach(cleanup);

function detailsOf(container: HTMLElement) {
  return [...container.querySelectorAll('details')];
}

describe('Faq', () => {
  it('renders every question with the first one open', () => {
    const { container } = render(<Faq items={homeFaqs} />);
    expect(homeFaqs).toHaveLength(4);
    const details = detailsOf(container);
    expect(details).toHaveLength(4);
    expect(details.map((d) => d.open)).toEqual([true, false, false, false]);
    for (const item of homeFaqs) expect(screen.getByText(item.title)).toBeTruthy();
  });

  it('puts all items in one exclusive group', () => {
    const { container } = render(<Faq items={homeFaqs} />);
    const names = new Set(detailsOf(container).map((d) => d.getAttribute('name')));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it('opening one closes the others', () => {
    const { container } = render(<Faq items={homeFaqs} />);
    const details = detailsOf(container);
    fireEvent.click(screen.getByText(homeFaqs[2]?.title ?? ''));
    expect(details.map((d) => d.open)).toEqual([false, false, true, false]);
    fireEvent.click(screen.getByText(homeFaqs[1]?.title ?? ''));
    expect(details.map((d) => d.open)).toEqual([false, true, false, false]);
  });

  it('two accordions on one page do not close each other', () => {
    const { container } = render(
      <>
        <Faq items={homeFaqs} />
        <Faq items={homeFaqs} />
      </>,
    );
    const details = detailsOf(container);
    expect(details.filter((d) => d.open)).toHaveLength(2);
    fireEvent.click(container.querySelectorAll('summary')[5] as Element);
    expect(details.map((d) => d.open)).toEqual([true, false, false, false, false, true, false, false]);
  });

  it('describes the questions as FAQPage JSON-LD', () => {
    const data = faqJsonLd(homeFaqs);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((q) => q.name)).toEqual(homeFaqs.map((f) => f.title));
  });
});
