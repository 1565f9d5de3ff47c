import { NotFoundContent } from '@/components/status/NotFoundContent';

/** When a page calls notFound() (an unknown product, post or category). */
export default function NotFound() {
  return <NotFoundContent />;
}
