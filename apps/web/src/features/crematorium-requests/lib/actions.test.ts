import { describe, expect, it } from 'vitest';
import { availableActions } from './actions.ts';

const all = () => true;
const only =
  (...names: string[]) =>
  (permission: string) =>
    names.includes(permission);

describe('availableActions', () => {
  it('gives the funeral company what fits each state', () => {
    const of = (status: string, performed = false) =>
      availableActions(
        {
          side: 'requester',
          status: status as never,
          cremation: performed
            ? {
                id: 'c',
                number: '2027-0001',
                status: 'performed',
                approvedAt: null,
                performedAt: null,
                ashRegistrationNumber: null,
              }
            : null,
        },
        all,
      );
    expect(of('draft')).toEqual(['submit', 'edit', 'remove']);
    expect(of('submitted')).toEqual(['revise', 'cancel']);
    expect(of('proposed')).toEqual(['acceptProposal', 'declineProposal', 'revise', 'cancel']);
    expect(of('accepted')).toEqual(['revise', 'cancel']);
    expect(of('accepted', true)).toEqual(['revise']);
    expect(of('rejected')).toEqual([]);
    expect(of('cancelled')).toEqual([]);
  });

  it('gives the crematorium its answers while the request waits, and cancelling until the cremation', () => {
    const of = (status: string) =>
      availableActions({ side: 'provider', status: status as never, cremation: null }, all);
    expect(of('submitted')).toEqual(['accept', 'reject', 'propose', 'cancel']);
    expect(of('proposed')).toEqual(['cancel']);
    expect(of('accepted')).toEqual(['cancel']);
    expect(of('rejected')).toEqual([]);
  });

  it('follows the permissions: a viewer sees no actions, an editor no submit', () => {
    expect(
      availableActions(
        { side: 'provider', status: 'submitted', cremation: null },
        only('crematorium_requests.view'),
      ),
    ).toEqual([]);
    expect(
      availableActions(
        { side: 'requester', status: 'draft', cremation: null },
        only('crematorium_requests.update'),
      ),
    ).toEqual(['edit']);
  });
});
