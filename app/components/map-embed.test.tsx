/**
 * @vitest-environment-options {"settings":{"enableIframePageLoading":true}}
 */
// happy-dom refuses to load frames by default and logs a DOMException for each one; this file lets
// it load the blank page that stands in for the real embed URL (nothing leaves the machine).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mapEmbedUrl, mapLinkUrl, officeLocation } from '../../content/contact.ts';

const embedUrl = 'about:blank';

import { contactPage } from '../i18n/contact-page';
import { MapEmbed } from './map-embed';

afterEach(cleanup);

describe('MapEmbed', () => {
  it('embeds the office on OpenStreetMap', () => {
    expect(mapEmbedUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
    expect(mapEmbedUrl).toContain(`marker=${officeLocation.lat}%2C${officeLocation.lon}`);
  });

  it('renders no iframe until the visitor asks for the map', () => {
    // A frame that fails to load fires `error` (it does not bubble: caught on the way down).
    const failedLoads: EventTarget[] = [];
    const onError = (e: Event) => failedLoads.push(e.target as EventTarget);
    document.addEventListener('error', onError, true);
    const { container } = render(
      <MapEmbed
        embedUrl={embedUrl}
        linkUrl={mapLinkUrl}
        label={officeLocation.label}
        words={contactPage.map}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /Open in OpenStreetMap/ }).getAttribute('href')).toBe(mapLinkUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    const iframe = container.querySelector('iframe');
    expect(iframe?.getAttribute('src')).toBe(embedUrl);
    expect(iframe?.getAttribute('title')).toBe(`Map: ${officeLocation.label}`);
    expect(failedLoads).toEqual([]);
    document.removeEventListener('error', onError, true);
  });
});
