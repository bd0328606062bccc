import type { CrematoriumRequestData } from '@afscheid/shared';

/** Everything a side can do to a request; each opens its dialog or runs at once (submit, accept-proposal). */
export type RequestActionKey =
  | 'submit'
  | 'edit'
  | 'remove'
  | 'revise'
  | 'acceptProposal'
  | 'declineProposal'
  | 'accept'
  | 'reject'
  | 'propose'
  | 'cancel';

/**
 * The actions this side may take on the request in its state, in the order the page shows them, cut down to the
 * user's permissions (`can`). The server decides anyway; this only keeps buttons away that could not succeed.
 * - funeral company: a draft is submitted, edited or deleted; once sent it can send changed details as a new
 *   version and cancel (until the cremation has taken place); a proposal is accepted or declined;
 * - crematorium: a submitted request is accepted, rejected or answered with another moment; it can cancel
 *   until the cremation has taken place.
 */
export function availableActions(
  request: Pick<CrematoriumRequestData, 'side' | 'status' | 'cremation'>,
  can: (permission: string) => boolean,
): RequestActionKey[] {
  const performed = request.cremation?.status === 'performed';
  const actions: RequestActionKey[] = [];
  if (request.side === 'requester') {
    const submit = can('crematorium_requests.submit');
    switch (request.status) {
      case 'draft':
        if (submit) actions.push('submit');
        if (can('crematorium_requests.update')) actions.push('edit');
        if (can('crematorium_requests.delete')) actions.push('remove');
        break;
      case 'proposed':
        if (submit) actions.push('acceptProposal', 'declineProposal', 'revise', 'cancel');
        break;
      case 'submitted':
        if (submit) actions.push('revise', 'cancel');
        break;
      case 'accepted':
        if (submit) actions.push('revise');
        if (submit && !performed) actions.push('cancel');
        break;
      default:
        break;
    }
    return actions;
  }
  if (!can('crematorium_requests.decide')) return actions;
  if (request.status === 'submitted') actions.push('accept', 'reject', 'propose', 'cancel');
  else if (request.status === 'proposed') actions.push('cancel');
  else if (request.status === 'accepted' && !performed) actions.push('cancel');
  return actions;
}
