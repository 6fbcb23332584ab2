import { ORDER_BASE, ORDER_STAGES, type ChildOrder, type Order, type OrderStage } from '@/domain/orders';
import { request } from '../client';
import { resource } from '../resource';

/** §7 merchantOrder: each stage's list (GET, paged, searched and sorted on the server). */
export const orderStageApi = (stage: OrderStage) =>
  resource<Order>({ base: ORDER_BASE, paths: { list: ORDER_STAGES[stage] } });

/** The goods, extensions and room changes of an order (GET getChildOrders?orderId). */
export const getChildOrders = (orderId: number) =>
  request<ChildOrder[]>({ method: 'get', url: `${ORDER_BASE}/getChildOrders`, params: { orderId } });
