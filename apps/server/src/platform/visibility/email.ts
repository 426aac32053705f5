/**
 * DESIGN.md section 6: a hunter's email is shown only to the hunter themselves and their accepted
 * friends (a block ends the friendship). Every presenter that writes a user JSON asks here. `ties`
 * are the viewer's, read with the row; a live event's frame for a group of friends has no single
 * viewer and says so with `isFriend`.
 */
export function emailShownTo(
  viewerId: number | null,
  hunterId: number,
  ties: { isFriend: boolean },
): boolean {
  return (viewerId !== null && viewerId === hunterId) || ties.isFriend;
}
