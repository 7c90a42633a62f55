// Who a lead can be assigned to (active operators), for the inbox filter and the lead page.
import { useEffect, useState } from 'react';
import { adminFetch, type Operator } from './api';

export function useAssignees(): Operator[] {
  const [assignees, setAssignees] = useState<Operator[]>([]);
  useEffect(() => {
    adminFetch<{ operators: Operator[] }>('/api/admin/assignees')
      .then((r) => setAssignees(r.operators))
      .catch(() => {});
  }, []);
  return assignees;
}

export function AssigneeOptions({ operators }: { operators: Operator[] }) {
  return operators.map((o) => (
    <option key={o.id} value={o.id}>
      {o.email}
    </option>
  ));
}
