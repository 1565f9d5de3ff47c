import { failWith } from '@/lib/forms/action-result';
import { formAnswer, intakeRoute } from '@/lib/forms/route';
import { isRequestKind, REQUEST_SCHEMAS, type RequestKind } from '@/lib/product/requests';

/**
 * POST /api/product-requests/{inquiry|white-glove|customization} — the product page's request forms,
 * validated with the forms' own schemas and handed to client care's intake.
 */
const HANDLERS: Record<RequestKind, (request: Request) => Promise<Response>> = {
  inquiry: intakeRoute('productInquiry', REQUEST_SCHEMAS.inquiry),
  'white-glove': intakeRoute('whiteGlove', REQUEST_SCHEMAS['white-glove']),
  customization: intakeRoute('customization', REQUEST_SCHEMAS.customization),
};

export async function POST(request: Request, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isRequestKind(kind)) return formAnswer(failWith({ kind: 'notFound' }), 404);
  return HANDLERS[kind](request);
}
