import { hashToken, newToken } from '../../src/server/auth/tokens';
import { invitations } from '../../src/server/db/schema';
import { uniq } from '../../src/server/db/factories';
import type { MatrixWorld } from './matrix-harness';

/** A fresh pending invitation of the team's company, with its raw link token. */
export async function inviteFor(world: MatrixWorld) {
  const token = newToken();
  const [row] = await world.db
    .insert(invitations)
    .values({
      companyId: world.team.company.id,
      email: `inv.${uniq()}@example.com`,
      firstName: 'Inv',
      lastName: 'Ited',
      role: 'worker',
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return { id: row!.id, token };
}
