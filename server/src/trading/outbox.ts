import type { ContractPosition, PositionReason, Settlement, UserServerFrame } from '../contract.js';
import type { UserSocketHub } from '../user-socket/hub.js';

/**
 * The user-socket frames of a piece of trading work (SETTLEMENT, POSITION), collected while its
 * transaction runs and sent only once it committed: a rolled-back fill tells nobody anything.
 */
export class Outbox {
  private readonly frames: { tenant: string; userId: number; frame: UserServerFrame }[] = [];

  position(tenant: string, userId: number, reason: PositionReason, position: ContractPosition): void {
    this.frames.push({ tenant, userId, frame: { type: 'POSITION', data: { reason, position } } });
  }

  settlement(tenant: string, userId: number, data: Settlement): void {
    this.frames.push({ tenant, userId, frame: { type: 'SETTLEMENT', data } });
  }

  /** Sends what was collected (to every open socket of each user) and empties the box. */
  flush(hub: UserSocketHub): void {
    for (const { tenant, userId, frame } of this.frames.splice(0)) hub.push(tenant, userId, frame);
  }
}
