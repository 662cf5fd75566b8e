// The API's contract with the front end: the types of the requests and responses it reads, each derived
// (Static<>) from the schema Fastify validates and documents with, so no shape is written twice. Front-end
// packages import them AS TYPES ONLY (`import type { WarehousePrices } from '@estiba/api/contract'`; lint
// refuses a value import), so no API code or TypeBox runtime reaches a browser bundle. Only type exports here.

export type { ErrorResponse } from './platform/error-schema.js';

// GET /warehouse/prices
export type {
  PriceCategories,
  PriceCategory,
  PriceRange,
  PriceService,
  StorageCategory,
  WarehousePrice,
  WarehousePrices,
} from './modules/price-lists/schemas.js';

// GET /landings/carriers
export type { Carrier, CarrierCounts, Carriers, CarrierService } from './modules/carriers/schemas.js';

// GET /countries
export type { Countries, Country } from './modules/catalog/schemas.js';

// GET /ecommerce-platforms
export type { EcommercePlatform, EcommercePlatforms } from './modules/ecommerce-platforms/schemas.js';

// GET /legal-documents
export type { LegalDocument, LegalDocuments } from './modules/legal-documents/schemas.js';

// Receiving orders: POST/GET /warehouse/order, GET /warehouse/order/detail/{receivingOrderId}, labels, cancel,
// and the staff routes under /staff/receiving-*
export type {
  BoxCounts,
  BoxEventKind,
  BoxStatus,
  ReceiveBoxBody,
  ReceivedLine,
  ReceivingBox,
  ReceivingBoxEvent,
  ReceivingBoxLine,
  ReceivingOrderDetail,
  ReceivingOrderLine,
  ReceivingOrderList,
  ReceivingOrderListQuery,
  ReceivingOrderStatus,
  ReceivingOrderSummary,
  ReceivingWarehouse,
  ResolveDiscrepancyBody,
  SendInventoryBody,
  SendInventoryBox,
  SendInventoryLine,
  ShippingMethod,
  StaffBoxView,
  StaffReceivingOrderListQuery,
} from './modules/receiving/schemas.js';

// GET /jobs, GET /jobs/:jobId, the socket event job.progress
export type { Job, JobProgressEvent, JobStatus } from './platform/jobs/schemas.js';

// Inventory: GET /warehouse/inventory, GET /products/{productId}/movements, POST /warehouse/stock-adjustments
export type {
  InventoryList,
  InventoryListQuery,
  InventoryRow,
  InventorySortField,
  ProductMovement,
  ProductMovements,
  ProductMovementsQuery,
  StockAdjustmentBody,
  StockAdjustmentResult,
  StockFigures,
  WarehouseStock,
} from './modules/inventory/schemas.js';

// The inventory's dashboard widgets (modules/inventory-dashboard): GET /dashboard/inventory/stock, /below-cover,
// /receiving-due, and the staff's GET /staff/dashboard/receiving
export type {
  BelowCover,
  BelowCoverProduct,
  DeclaredValue,
  OldestToReceive,
  ReceivingDue,
  ReceivingDueOrder,
  StaffReceivingQueue,
  StockByWarehouse,
  WarehouseStockValue,
} from './modules/inventory-dashboard/schemas.js';

// Products: POST /products, POST /products/batch, GET and PUT /products/{productId}
export type {
  BundleComponent,
  BundleComponentInput,
  Product,
  ProductBatchBody,
  ProductBatchResult,
  ProductDetail,
  ProductInput,
  ShopListing,
} from './modules/products/schemas.js';

// Warehouses: GET /warehouses, GET /warehouses/{warehouseId}
export type {
  WarehouseDetail,
  WarehouseList,
  WarehouseStockSummary,
  WarehouseSummary,
} from './modules/warehouses/schemas.js';

// CSV imports: GET /imports/{kind}/template.csv, POST /imports/{kind}/preview, POST /imports/{kind},
// GET /imports/{jobId}/rejected.csv; an import job's result; an orders import's overview (ImportPreview.overview)
export type {
  ImportAccepted,
  ImportCounts,
  ImportKindName,
  ImportPreview,
  ImportReasonCode,
  ImportRejectedRow,
  ImportResult,
  OrdersOverview,
  OrdersOverviewStock,
  OrdersOverviewWarehouse,
} from './modules/imports/schemas.js';

// Orders: GET /client/orders, GET /client/orders/filters, GET/POST /client/order…, DELETE /client/order,
// POST /client/order/{id}/comment (modules/orders)
export type {
  BulkOrderOutcome,
  BulkOrdersBody,
  BulkOrdersResult,
  CreateOrderBody,
  CreateOrderLine,
  EcommerceStatus,
  FulfillmentStatus,
  OrderAction,
  OrderComment,
  OrderDetail,
  OrderFilters,
  OrderLanguage,
  OrderLine,
  OrderList,
  OrderListQuery,
  OrderSource,
  OrderSummary,
  ShippingAddress,
  StatusChange,
  StoredFileRef,
  WarehouseStatus,
} from './modules/orders/schemas.js';

// Automatic orders per shop: GET /client/shops/automatic-orders, PUT /client/shop/{id}/automatic-orders
// (modules/orders)
export type {
  SetAutomaticOrdersBody,
  ShopAutomaticOrders,
  ShopsAutomaticOrders,
} from './modules/orders/automatic-orders-schemas.js';

// Account settings: GET/PUT /user/account, PUT /user/password, POST/PUT /user/email (modules/account-settings)
export type {
  AccountSettings,
  AccountSettingsChanges,
  EmailChangeAnswer,
  EmailChangeRequest,
  PasswordChange,
  PasswordChanged,
} from './modules/account-settings/schemas.js';

// Manual sales channels: POST /client/sales-channels (modules/integrations/sales-channels.ts)
export type { CreateSalesChannelBody, SalesChannel } from './modules/integrations/sales-channel-schemas.js';

// The notifications centre: GET /client/notifications, POST /client/notifications/{id}/read|read-all
export type { AllRead, Notification, NotificationList } from './modules/notifications/schemas.js';

// The warehouse floor (staff): GET /staff/orders/queue, GET /staff/orders/{id}, POST /staff/orders/pick-list,
// POST /staff/orders/{id}/start-picking|picked|pack|ship, GET /staff/orders/{id}/label (modules/orders)
export type {
  CarrierChoice,
  FloorAction,
  FloorOrder,
  FloorOrderLine,
  FloorOrderSummary,
  FloorStage,
  PackBody,
  PackResult,
  PickListBody,
  ShipBody,
  WorkQueue,
  WorkQueueStage,
} from './modules/orders/floor-schemas.js';

// The orders widgets of the dashboard (issue 20): GET /dashboard/orders/by-warehouse-status, GET /dashboard/orders/
// shipped-per-day (merchants), GET /staff/dashboard/work-queue (staff, admins) (modules/orders-dashboard)
export type {
  OrdersByWarehouseStatus,
  ShippedDay,
  ShippedPerDay,
  StatusCount,
  WorkQueueSummary,
  WorkStep,
  WorkStepSummary,
} from './modules/orders-dashboard/schemas.js';

// Saved views: GET/POST client/saved-views, PATCH/DELETE client/saved-view/{id} (modules/saved-views)
export type {
  CreateSavedViewBody,
  SavedView,
  SavedViewFilters,
  SavedViewList,
  SavedViews,
  UpdateSavedViewBody,
} from './modules/saved-views/schemas.js';

// Returns: GET /client/returns, GET /client/return/{id}, POST /client/returns, POST /client/return/{id}/send|cancel|
// close; the warehouse's GET /staff/returns, GET /staff/returns/{id}, POST /staff/returns/{id}/receive
// (modules/returns)
export type {
  CreateReturnBody,
  CreateReturnLine,
  ReceiveReturnBody,
  ReceiveReturnLine,
  ReturnAction,
  ReturnDetail,
  ReturnLine,
  ReturnList,
  ReturnListQuery,
  ReturnStatus,
  ReturnStatusChange,
  ReturnSummary,
  ReturnType,
  SendReturnBody,
  StaffReturnList,
  WarehouseOption,
} from './modules/returns/schemas.js';

// Billing, the merchant's read side: GET /client/billing/warehouses, GET /client/billing/warehouse/{warehouseId}/
// charges (and charges.csv), GET /client/invoice/{warehouseId}/{invoiceId} (and /pdf, /csv) (modules/billing)
export type {
  BillingDay,
  BillingMonth,
  BillingWarehouse,
  BillingWarehouses,
  Charge,
  ChargeFilterQuery,
  ChargeKind,
  ChargeList,
  ChargeListQuery,
  InvoiceDetail,
  InvoiceGroup,
  InvoiceStatus,
  InvoiceSummary,
} from './modules/billing/schemas.js';

// Billing, the operator's invoices: GET /staff/billing/invoices, POST /staff/invoice/{invoiceId}/paid (modules/billing)
export type {
  StaffInvoice,
  StaffInvoiceAnswer,
  StaffInvoiceList,
  StaffInvoicesQuery,
  StaffInvoiceStatus,
} from './modules/billing/staff-schemas.js';

// Charge disputes: POST /client/charge/{chargeId}/dispute, GET /client/billing/disputes, GET /client/billing/
// dispute/{id}, POST /client/billing/dispute/{id}/messages; the billing desk's GET /staff/billing/disputes,
// GET /staff/billing/dispute/{id}, POST /staff/billing/dispute/{id}/messages|reject|credit (modules/billing-disputes)
export type {
  CreditDisputeBody,
  DisputeDetail,
  DisputedCharge,
  DisputeList,
  DisputeMessage,
  DisputeMessageBody,
  DisputeStatus,
  DisputeSummary,
  OpenDisputeBody,
  OpenedDispute,
  RejectDisputeBody,
  StaffDisputeQuery,
} from './modules/billing-disputes/schemas.js';

// GET /user/{id}/all-features, PUT /feature-viewed, /staff/feature-announcements… (modules/feature-announcements)
export type {
  AllFeatures,
  AnnouncementInput,
  CharacteristicInput,
  FeatureAnnouncement,
  FeatureCharacteristic,
  FeaturesViewed,
  FeaturesViewedBody,
  StaffAnnouncement,
  StaffAnnouncementList,
} from './modules/feature-announcements/schemas.js';
// GET /dashboard/steps, POST /dashboard/steps/update (modules/dashboard): the dashboard's onboarding steps
export type {
  OnboardingStep,
  OnboardingStepName,
  OnboardingSteps,
  StepUpdateBody,
  StepUpdated,
} from './modules/dashboard/schemas.js';
// GET /client/shops, POST /client/shop/oauth/start (modules/integrations): the shell's Update Necessary dialog
export type { ConnectedShop, ConnectedShopList, ShopAuthorization } from './modules/integrations/schemas.js';
