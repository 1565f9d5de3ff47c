/** A CAD drawing as an ASCII DXF (R12): plan and front elevation at 1:1 in centimetres, with labels. */
import type { ProductRecord } from '../catalogue/repository';

function rect(layer: string, x: number, y: number, w: number, h: number): string[] {
  const corners: [number, number][] = [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  return corners.flatMap(([x1, y1], i) => {
    const [x2, y2] = corners[(i + 1) % 4];
    return ['0', 'LINE', '8', layer, '10', String(x1), '20', String(y1), '30', '0', '11', String(x2), '21', String(y2), '31', '0'];
  });
}

function text(layer: string, x: number, y: number, height: number, value: string): string[] {
  return ['0', 'TEXT', '8', layer, '10', String(x), '20', String(y), '30', '0', '40', String(height), '1', value.replace(/[^\x20-\x7e]/g, '-')];
}

export function renderCad(p: ProductRecord): string[] {
  const gap = Math.max(20, Math.round(p.widthCm * 0.3));
  const entities = [
    ...rect('PLAN', 0, 0, p.widthCm, p.depthCm),
    ...text('LABELS', 0, -12, 5, `PLAN ${p.widthCm} x ${p.depthCm} cm`),
    ...rect('ELEVATION', p.widthCm + gap, 0, p.widthCm, p.heightCm),
    ...text('LABELS', p.widthCm + gap, -12, 5, `FRONT ${p.widthCm} x ${p.heightCm} cm`),
    ...(p.seatHeightCm ? ['0', 'LINE', '8', 'ELEVATION', '10', String(p.widthCm + gap), '20', String(p.seatHeightCm), '30', '0', '11', String(2 * p.widthCm + gap), '21', String(p.seatHeightCm), '31', '0'] : []),
    ...text('LABELS', 0, Math.max(p.depthCm, p.heightCm) + 15, 6, `${p.sku} ${p.name}`),
  ];
  const lines = [
    '0', 'SECTION', '2', 'HEADER', '9', '$ACADVER', '1', 'AC1009', '9', '$INSUNITS', '70', '5', '0', 'ENDSEC',
    '0', 'SECTION', '2', 'ENTITIES', ...entities, '0', 'ENDSEC', '0', 'EOF',
  ];
  // Streamed in a few chunks of group-code pairs.
  const chunks: string[] = [];
  for (let i = 0; i < lines.length; i += 200) chunks.push(`${lines.slice(i, i + 200).join('\r\n')}\r\n`);
  return chunks;
}
