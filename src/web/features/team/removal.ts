/**
 * The question before someone is removed from an enterprise. Removing yourself is leaving: the words
 * say "you", that you may be signed out at once, and that the requests only you are assigned to are
 * left for the other owners (you can no longer reassign them once you are out).
 */
export function removalQuestion(
  person: { id: number; name: string },
  enterpriseName: string,
  myId: number,
): { title: string; message: string; confirmLabel: string; done: string } {
  if (person.id === myId) {
    return {
      title: `Leave ${enterpriseName}?`,
      message: `You leave every company of ${enterpriseName} and can no longer see or spend anything of it; if you belong to no other enterprise you are signed out at once. Reassign the open requests only you are assigned to first. Your requests, comments and ledger entries stay.`,
      confirmLabel: 'Leave',
      done: `You left ${enterpriseName}.`,
    };
  }
  return {
    title: 'Remove from the enterprise?',
    message: `${person.name} leaves every company of ${enterpriseName} and can no longer see or spend anything of it. Their requests, comments and ledger entries stay.`,
    confirmLabel: 'Remove',
    done: `${person.name} was removed from ${enterpriseName}.`,
  };
}
