import { describe, expect, it } from 'vitest';
import { PLAN_FACT_COLUMNS } from '../../../contracts/lead-views';
import type { PlanLabel } from '../../../contracts/plans';
import {
  EMPTY_LABEL,
  factKeys,
  factsOf,
  factsSnapshot,
  feeAmount,
  labelDateText,
  NONE,
  NOT_PROVIDED,
  priceSummary,
  typicalRange,
} from './broadband-facts';

const full: PlanLabel = {
  ...EMPTY_LABEL,
  uniquePlanId: 'F9990000001SAMPLEFIBR00001',
  frn: '9990000001',
  providerName: 'Sample Fiber Co-op',
  servicePlanName: 'Sample Fiber',
  tierPlanName: '300',
  connectionType: 'Fiber',
  technology: 'fiber',
  monthlyPrice: 45,
  introRate: true,
  introRatePrice: 35,
  introRateMonths: 12,
  contractRequired: true,
  contractMonths: 24,
  contractTermsUrl: 'https://example.com/contract',
  earlyTerminationFee: 200,
  oneTimeFees: [
    { description: 'Installation', amount: 0 },
    { description: 'Activation', amount: 19.99 },
  ],
  monthlyFees: [{ description: 'Equipment rental', amount: 15 }],
  tax: 'Varies by location',
  bundleDiscountsUrl: 'https://example.com/bundles',
  typicalDownloadMbps: 300,
  typicalUploadMbps: 300,
  typicalLatencyMs: 9,
  monthlyDataAllowanceGb: 1200,
  dataUnlimited: false,
  overUsageDataPrice: '$10 per 50 GB',
  additionalDataIncrements: '50 GB',
  dataAllowancePolicyUrl: 'https://example.com/data',
  networkManagementPolicyUrl: 'https://example.com/network',
  privacyPolicyUrl: 'https://example.com/privacy',
  customerSupportPhone: '(555) 010-0100',
  customerSupportWeb: 'https://example.com/support',
};

const value = (label: PlanLabel) => {
  const rows = new Map(factsOf(label).flatMap((s) => s.rows.map((r) => [r.key, r] as const)));
  return (key: string) => rows.get(key)?.value;
};

describe('Broadband Facts label layout', () => {
  it('has the FCC label sections in order, the plan id last', () => {
    expect(factsOf(full).map((s) => s.title)).toEqual([
      'Plan',
      'Monthly price',
      'Additional charges and terms',
      'Discounts and bundles',
      'Speeds provided with plan',
      'Data',
      'Policies',
      'Customer support',
      'Unique plan identifier',
    ]);
    expect(factKeys()).toEqual([
      'provider',
      'plan',
      'disclosure',
      'monthlyPrice',
      'introRate',
      'contract',
      'contractTerms',
      'monthlyFees',
      'oneTimeFees',
      'earlyTerminationFee',
      'tax',
      'bundles',
      'download',
      'upload',
      'latency',
      'dataIncluded',
      'overage',
      'dataPolicy',
      'networkPolicy',
      'privacyPolicy',
      'phone',
      'website',
      'uniquePlanId',
    ]);
  });

  it('shows every field of a complete label', () => {
    const v = value(full);
    expect(v('provider')).toBe('Sample Fiber Co-op');
    expect(v('plan')).toBe('Sample Fiber 300');
    expect(v('disclosure')).toBe('Fixed broadband consumer disclosure, Fiber');
    expect(v('monthlyPrice')).toBe('$35.00');
    expect(v('introRate')).toBe('$35.00 a month is an introductory rate for 12 months; then $45.00 a month');
    expect(v('contract')).toBe('Required: 24 months');
    expect(v('contractTerms')).toBe('https://example.com/contract');
    expect(v('monthlyFees')).toBe('Equipment rental: $15.00');
    expect(v('oneTimeFees')).toBe('Installation: $0.00; Activation: $19.99');
    expect(v('earlyTerminationFee')).toBe('$200.00');
    expect(v('tax')).toBe('Varies by location');
    expect(v('bundles')).toBe('https://example.com/bundles');
    expect(v('download')).toBe('300 Mbps');
    expect(v('upload')).toBe('300 Mbps');
    expect(v('latency')).toBe('9 ms');
    expect(v('dataIncluded')).toBe('1.2 TB');
    expect(v('overage')).toBe('$10 per 50 GB (in increments of 50 GB)');
    expect(v('dataPolicy')).toBe('https://example.com/data');
    expect(v('networkPolicy')).toBe('https://example.com/network');
    expect(v('privacyPolicy')).toBe('https://example.com/privacy');
    expect(v('phone')).toBe('(555) 010-0100');
    expect(v('website')).toBe('https://example.com/support');
    expect(v('uniquePlanId')).toBe('F9990000001SAMPLEFIBR00001');
    const links = factsOf(full).flatMap((s) => s.rows.filter((r) => r.href).map((r) => r.key));
    expect(links).toEqual([
      'contractTerms',
      'bundles',
      'dataPolicy',
      'networkPolicy',
      'privacyPolicy',
      'website',
    ]);
    expect(priceSummary(full)).toBe('$35.00 a month for 12 months, then $45.00');
  });

  it('a label with every optional field missing: "None" or "Not provided", never blank', () => {
    const empty: PlanLabel = { ...EMPTY_LABEL, uniquePlanId: 'F9990000001SAMPLEFIBR00009', monthlyPrice: 50 };
    for (const s of factsOf(empty)) for (const r of s.rows) expect(r.value.trim(), r.key).not.toBe('');
    const v = value(empty);
    expect(v('provider')).toBe(NOT_PROVIDED);
    expect(v('plan')).toBe(NOT_PROVIDED);
    expect(v('disclosure')).toBe('Fixed broadband consumer disclosure, connection type not provided');
    expect(v('monthlyPrice')).toBe('$50.00');
    expect(v('introRate')).toBe(NOT_PROVIDED);
    expect(v('contract')).toBe(NONE);
    expect(v('contractTerms')).toBe(NONE);
    expect(v('monthlyFees')).toBe(NONE);
    expect(v('oneTimeFees')).toBe(NONE);
    expect(v('earlyTerminationFee')).toBe(NONE);
    expect(v('tax')).toBe(NOT_PROVIDED);
    expect(v('bundles')).toBe(NOT_PROVIDED);
    expect(v('download')).toBe(NOT_PROVIDED);
    expect(v('upload')).toBe(NOT_PROVIDED);
    expect(v('latency')).toBe(NOT_PROVIDED);
    expect(v('dataIncluded')).toBe(NOT_PROVIDED);
    expect(v('overage')).toBe(NOT_PROVIDED);
    expect(v('dataPolicy')).toBe(NOT_PROVIDED);
    expect(v('networkPolicy')).toBe(NOT_PROVIDED);
    expect(v('privacyPolicy')).toBe(NOT_PROVIDED);
    expect(v('phone')).toBe(NOT_PROVIDED);
    expect(v('website')).toBe(NOT_PROVIDED);
  });

  it('missing parts of what applies say so; what does not apply says None', () => {
    const v = value({
      ...EMPTY_LABEL,
      introRate: false,
      contractRequired: true,
      dataUnlimited: true,
      introRatePrice: null,
    });
    expect(v('introRate')).toBe('This monthly price is not an introductory rate');
    expect(v('contract')).toBe('Required (length not provided)');
    expect(v('contractTerms')).toBe(NOT_PROVIDED);
    expect(v('earlyTerminationFee')).toBe(NOT_PROVIDED);
    expect(v('dataIncluded')).toBe('Unlimited (no data cap)');
    expect(v('overage')).toBe(NONE);
    expect(v('dataPolicy')).toBe(NONE);
    const intro = value({ ...EMPTY_LABEL, introRate: true, introRatePrice: 20, monthlyPrice: 30 });
    expect(intro('introRate')).toBe(
      '$20.00 a month is an introductory rate for a term not provided; then $30.00 a month',
    );
    expect(value({ ...EMPTY_LABEL, fixed: false, connectionType: '5G' })('disclosure')).toBe(
      'Mobile broadband consumer disclosure, 5G',
    );
  });

  it('the snapshot a plan request stores: every row, by its label', () => {
    const snap = factsSnapshot(full);
    expect(Object.keys(snap)).toHaveLength(factKeys().length);
    expect(snap['Unique plan identifier']).toBe(full.uniquePlanId);
    expect(snap['Monthly price']).toBe('$35.00');
    expect(snap['Typical download speed']).toBe('300 Mbps');
  });
});

describe('labels as providers publish them (issue 34)', () => {
  it('fees as the label words them: an amount, up to an amount, included, varies', () => {
    expect(feeAmount({ amount: 15 })).toBe('$15.00');
    expect(feeAmount({ amount: 8.95, basis: 'up-to' })).toBe('up to $8.95');
    expect(feeAmount({ amount: 0, basis: 'included' })).toBe('Included');
    expect(feeAmount({ amount: null, basis: 'varies' })).toBe('Varies');
    expect(feeAmount({ amount: null })).toBe('Varies');
    const v = value({
      ...full,
      monthlyFees: [
        { description: 'WiFi equipment', amount: 8.95, basis: 'up-to' },
        { description: 'Modem', amount: 0, basis: 'included' },
      ],
      oneTimeFees: [
        { description: 'Installation', amount: null, basis: 'varies' },
        { description: 'Activation', amount: 19.99 },
      ],
    });
    expect(v('monthlyFees')).toBe('WiFi equipment: up to $8.95; Modem: Included');
    expect(v('oneTimeFees')).toBe('Installation: Varies; Activation: $19.99');
  });

  it('typical speeds and latency as ranges when the label gives one', () => {
    expect(typicalRange(67, 622, 'Mbps')).toBe('67–622 Mbps');
    expect(typicalRange(300, null, 'Mbps')).toBe('300 Mbps');
    expect(typicalRange(300, undefined, 'Mbps')).toBe('300 Mbps');
    expect(typicalRange(300, 300, 'Mbps')).toBe('300 Mbps');
    expect(typicalRange(null, 622, 'Mbps')).toBe(NOT_PROVIDED);
    expect(typicalRange(1000, 1200.5, 'Mbps')).toBe('1,000–1,200.5 Mbps');
    const v = value({
      ...full,
      typicalDownloadMbps: 67,
      typicalDownloadMaxMbps: 622,
      typicalUploadMbps: 5,
      typicalUploadMaxMbps: 35,
      typicalLatencyMs: 35,
      typicalLatencyMaxMs: 58,
    });
    expect(v('download')).toBe('67–622 Mbps');
    expect(v('upload')).toBe('5–35 Mbps');
    expect(v('latency')).toBe('35–58 ms');
  });

  it('overage as dollars per increment when the label reads as numbers, its words otherwise', () => {
    const v = value({
      ...full,
      overUsageDataPrice: '10',
      additionalDataIncrements: '50 GB',
      overUsagePrice: 10,
      overUsageIncrementGb: 50,
    });
    expect(v('overage')).toBe('$10 per 50 GB');
    expect(value({ ...full, overUsagePrice: 2.5, overUsageIncrementGb: 1000 })('overage')).toBe(
      '$2.50 per 1,000 GB',
    );
    // Only a price, no increment: the label's words as before.
    expect(value({ ...full, overUsagePrice: 10, overUsageIncrementGb: null })('overage')).toBe(
      '$10 per 50 GB (in increments of 50 GB)',
    );
  });

  it('a link field that is not a web address is text, never a link', () => {
    const label: PlanLabel = {
      ...full,
      contractTermsUrl: 'See contract',
      bundleDiscountsUrl: 'Ask about bundles at 1-800-555-0100',
      privacyPolicyUrl: 'http://example.com/privacy',
      customerSupportWeb: 'javascript:alert(1)',
    };
    const rows = new Map(factsOf(label).flatMap((s) => s.rows.map((r) => [r.key, r] as const)));
    expect(rows.get('contractTerms')).toEqual({
      key: 'contractTerms',
      label: 'Contract terms',
      value: 'See contract',
    });
    expect(rows.get('bundles')?.href).toBeUndefined();
    expect(rows.get('bundles')?.value).toBe('Ask about bundles at 1-800-555-0100');
    expect(rows.get('privacyPolicy')?.href).toBe('http://example.com/privacy');
    expect(rows.get('website')?.href).toBeUndefined();
    expect(rows.get('dataPolicy')?.href).toBe('https://example.com/data');
  });

  it('the tax as the label words it, and a Fixed connection type without repeating it', () => {
    expect(value({ ...full, tax: 'Included in price' })('tax')).toBe('Included in price');
    expect(value({ ...full, connectionType: 'Fixed', technology: null })('disclosure')).toBe(
      'Fixed broadband consumer disclosure',
    );
  });

  it('the label date', () => {
    expect(labelDateText('2026-11-27')).toBe('Nov 27, 2026');
    expect(labelDateText('2026-01-05T23:30:00.000Z')).toBe('Jan 5, 2026');
  });
});

describe('the rows the lead export reads', () => {
  it('the snapshot has the rows behind the export plan columns (contracts/lead-views.ts PLAN_FACT_COLUMNS)', () => {
    const rows = Object.keys(factsSnapshot(EMPTY_LABEL));
    for (const row of Object.values(PLAN_FACT_COLUMNS)) expect(rows).toContain(row);
  });
});
