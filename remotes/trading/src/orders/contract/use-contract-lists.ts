import { listContractOrders, listPositions, type ContractOrder, type ContractPosition } from '@atrium/api';
import type { PositionEvent } from '@atrium/platform';
import { useReloadable } from '../hooks/use-reloadable';
import { removeById, upsertById } from '../logic/merge';

const byNewest = <T extends { createTime: number }>(rows: T[]) => [...rows].sort((a, b) => b.createTime - a.createTime);

/**
 * The four lists of the contract screen, kept fresh without a reload: a socket frame or an
 * answer merges its row by id; what a frame cannot tell (a fill opened which position) is
 * fetched again behind the rows on screen.
 */
export function useContractLists() {
  const positions = useReloadable((call) => listPositions(0, call));
  const openOrders = useReloadable((call) => listContractOrders(0, call));
  // Every order, newest first; the history shows the filled and cancelled ones.
  const orderHistory = useReloadable((call) => listContractOrders(undefined, call).then((rows) => rows.filter((o) => o.status !== 0)));
  const closedPositions = useReloadable((call) => listPositions(1, call));

  const applyOrder = (order: ContractOrder) => {
    openOrders.update((rows) => (order.status === 0 ? upsertById(rows, order) : removeById(rows, order.id)));
    if (order.status !== 0) orderHistory.update((rows) => byNewest(upsertById(rows, order)));
  };

  const applyPosition = (position: ContractPosition) => {
    if (position.status === 0) {
      positions.update((rows) => upsertById(rows, position));
    } else {
      positions.update((rows) => removeById(rows, position.id));
      closedPositions.update((rows) => upsertById(rows, position));
    }
  };

  return {
    positions,
    openOrders,
    orderHistory,
    closedPositions,
    applyOrder,
    applyPosition,
    /** A SETTLEMENT of a contract order: a limit order filled (or was cancelled by the server). */
    onSettlement(order: ContractOrder) {
      applyOrder(order);
      if (order.status === 1) positions.reload();
    },
    onPosition(event: PositionEvent) {
      applyPosition(event.position);
    },
  };
}
