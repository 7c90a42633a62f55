// Who a lead can be assigned to (active operators), for the inbox filter and the lead page.

import { ADMIN_API } from '../../contracts/admin-api-paths.ts';
import type { Assignees, ConsoleOperator } from '../../contracts/console.ts';
import { ApiError } from '../lib/api';
import { consoleApi } from './session';

/**
 * For a clientLoader beside its page's own request: the list, or none when it cannot be had (the
 * page works without it); an ended session still sends the operator to sign in.
 */
export async function loadAssignees(request: Request): Promise<ConsoleOperator[]> {
  try {
    return (await consoleApi<Assignees>(request, ADMIN_API.assignees)).operators;
  } catch (e) {
    if (e instanceof ApiError) return [];
    throw e;
  }
}

export function AssigneeOptions({ operators }: { operators: ConsoleOperator[] }) {
  return operators.map((o) => (
    <option key={o.id} value={o.id}>
      {o.email}
    </option>
  ));
}
