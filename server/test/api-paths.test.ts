// The API path table (contracts/api-paths.ts, admin-api-paths.ts) is what the server serves:
// every pattern in it is a registered route, so a path renamed on one side fails here.
import { expect, it } from 'vitest';
import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import { API } from '../../contracts/api-paths.ts';
import { appForSuite, describeOnBackends } from './helper.ts';

describeOnBackends('the API path table', (backend) => {
  const suite = appForSuite(backend);
  it('names only routes the server registers', () => {
    const app = suite.app();
    const missing = [...Object.values(API), ...Object.values(ADMIN_API)].filter(
      (url) => !(['GET', 'POST'] as const).some((method) => app.hasRoute({ method, url })),
    );
    expect(missing).toEqual([]);
  });
});
