/**
 * AR models of a product's bounding volume at real size, tinted with its main material: glTF binary
 * (.glb, Android Scene Viewer / model-viewer) and USDZ (iOS Quick Look: an uncompressed zip holding
 * one USDA layer, 64-byte aligned).
 */
import zlib from 'node:zlib';
import type { ProductRecord } from '../catalogue/repository';

const SWATCH_RGB: Record<string, [number, number, number]> = {
  walnut: [0.36, 0.23, 0.15], ash: [0.83, 0.74, 0.6], oak: [0.72, 0.58, 0.4], ebony: [0.1, 0.08, 0.07], brass: [0.78, 0.62, 0.3],
  bronze: [0.55, 0.4, 0.25], chrome: [0.8, 0.8, 0.82], travertine: [0.86, 0.8, 0.7], terracotta: [0.72, 0.38, 0.24],
};

function colour(p: ProductRecord): [number, number, number] {
  const main = p.materials[0] ?? 'oak';
  if (SWATCH_RGB[main]) return SWATCH_RGB[main];
  if (main.includes('marble') || main.includes('porcelain')) return [0.93, 0.92, 0.9];
  if (main.includes('emerald') || main.includes('green')) return [0.1, 0.4, 0.3];
  if (main.includes('blue') || main.includes('cobalt')) return [0.15, 0.3, 0.6];
  if (main.includes('amber') || main.includes('ochre')) return [0.8, 0.5, 0.15];
  return [0.8, 0.76, 0.7];
}

function glb(p: ProductRecord): Buffer {
  const [w, h, d] = [p.widthCm / 100, p.heightCm / 100, p.depthCm / 100];
  const faces: { n: [number, number, number]; c: [number, number, number][] }[] = [
    { n: [0, 0, 1], c: [[-1, 0, 1], [1, 0, 1], [1, 1, 1], [-1, 1, 1]] },
    { n: [0, 0, -1], c: [[1, 0, -1], [-1, 0, -1], [-1, 1, -1], [1, 1, -1]] },
    { n: [1, 0, 0], c: [[1, 0, 1], [1, 0, -1], [1, 1, -1], [1, 1, 1]] },
    { n: [-1, 0, 0], c: [[-1, 0, -1], [-1, 0, 1], [-1, 1, 1], [-1, 1, -1]] },
    { n: [0, 1, 0], c: [[-1, 1, 1], [1, 1, 1], [1, 1, -1], [-1, 1, -1]] },
    { n: [0, -1, 0], c: [[-1, 0, -1], [1, 0, -1], [1, 0, 1], [-1, 0, 1]] },
  ];
  const positions = new Float32Array(24 * 3);
  const normals = new Float32Array(24 * 3);
  const indices = new Uint16Array(36);
  faces.forEach((f, fi) => {
    f.c.forEach(([x, y, z], vi) => {
      const i = (fi * 4 + vi) * 3;
      positions.set([(x * w) / 2, y * h, (z * d) / 2], i);
      normals.set(f.n, i);
    });
    indices.set([0, 1, 2, 0, 2, 3].map((k) => fi * 4 + k), fi * 6);
  });
  const bin = Buffer.concat([Buffer.from(positions.buffer), Buffer.from(normals.buffer), Buffer.from(indices.buffer)]);
  const binPadded = Buffer.concat([bin, Buffer.alloc((4 - (bin.length % 4)) % 4)]);
  const gltf = {
    asset: { version: '2.0', generator: 'casa-maestri-embedded' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ mesh: 0, name: p.sku }],
    meshes: [{ name: p.name, primitives: [{ attributes: { POSITION: 0, NORMAL: 1 }, indices: 2, material: 0 }] }],
    materials: [{ pbrMetallicRoughness: { baseColorFactor: [...colour(p), 1], metallicFactor: 0, roughnessFactor: 0.7 } }],
    buffers: [{ byteLength: binPadded.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positions.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength, byteLength: normals.byteLength, target: 34962 },
      { buffer: 0, byteOffset: positions.byteLength + normals.byteLength, byteLength: indices.byteLength, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: 24, type: 'VEC3', min: [-w / 2, 0, -d / 2], max: [w / 2, h, d / 2] },
      { bufferView: 1, componentType: 5126, count: 24, type: 'VEC3' },
      { bufferView: 2, componentType: 5123, count: 36, type: 'SCALAR' },
    ],
  };
  let jsonBuf = Buffer.from(JSON.stringify(gltf));
  jsonBuf = Buffer.concat([jsonBuf, Buffer.alloc((4 - (jsonBuf.length % 4)) % 4, 0x20)]);
  const header = Buffer.alloc(12);
  header.write('glTF', 0, 'ascii');
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + 8 + jsonBuf.length + 8 + binPadded.length, 8);
  const chunk = (type: string, data: Buffer) => {
    const h = Buffer.alloc(8);
    h.writeUInt32LE(data.length, 0);
    h.write(type, 4, 'ascii');
    return Buffer.concat([h, data]);
  };
  return Buffer.concat([header, chunk('JSON', jsonBuf), chunk('BIN\0', binPadded)]);
}

function usdz(p: ProductRecord): Buffer {
  const [w, h, d] = [p.widthCm / 100, p.heightCm / 100, p.depthCm / 100];
  const [r, g, b] = colour(p);
  const usda = `#usda 1.0
(
    defaultPrim = "Product"
    metersPerUnit = 1
    upAxis = "Y"
)

def Xform "Product"
{
    def Cube "Body"
    {
        double size = 1
        double3 xformOp:translate = (0, ${h / 2}, 0)
        float3 xformOp:scale = (${w}, ${h}, ${d})
        uniform token[] xformOpOrder = ["xformOp:translate", "xformOp:scale"]
        color3f[] primvars:displayColor = [(${r}, ${g}, ${b})]
    }
}
`;
  const data = Buffer.from(usda, 'utf8');
  const name = Buffer.from('model.usda', 'ascii');
  const crc = zlib.crc32(data);
  // USDZ requires each file's data to start on a 64-byte boundary: pad with an extra field.
  const fixed = 30 + name.length;
  const pad = (64 - ((fixed + 4) % 64)) % 64;
  const extra = Buffer.alloc(4 + pad);
  extra.writeUInt16LE(0x1986, 0);
  extra.writeUInt16LE(pad, 2);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  local.writeUInt16LE(extra.length, 28);
  const localPart = Buffer.concat([local, name, extra, data]);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  const centralPart = Buffer.concat([central, name]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(localPart.length, 16);
  return Buffer.concat([localPart, centralPart, end]);
}

export function renderArModel(p: ProductRecord, format: 'glb' | 'usdz'): Buffer {
  return format === 'glb' ? glb(p) : usdz(p);
}
