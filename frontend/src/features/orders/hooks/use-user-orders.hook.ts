import { useApiLoad, type ApiLoad } from '../../../lib/use-api-load.hook';
import { getUserOrders, type OrderRecord } from '../api/get-user-orders.api';
import { ORDER_KIND, orderViewSearch, type OrderView } from '../lib/order-view';

export const useUserOrders = (userId: string, view: OrderView): [ApiLoad<OrderRecord[]>, () => void] =>
  useApiLoad(`orders:${userId}${orderViewSearch(view)}`, (signal) => getUserOrders(userId, ORDER_KIND[view.tab], view.page, signal));
