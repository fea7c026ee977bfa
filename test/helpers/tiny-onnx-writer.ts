/**
 * A minimal ONNX writer for tests: enough of the protobuf wire format (varints and length-delimited
 * fields) to encode a ModelProto with one graph of plain operators, float/int64 initializers and
 * typed inputs/outputs. Field numbers follow onnx/onnx.proto; nothing here reads ONNX back.
 */

/** Element types used by the tiny test models (TensorProto.DataType). */
const DATA_TYPE = { float: 1, int64: 7 } as const;
export type OnnxElementType = keyof typeof DATA_TYPE;

/** An initializer (a constant tensor), row-major. */
export interface OnnxTensor {
  name: string;
  type: OnnxElementType;
  dims: readonly number[];
  values: ArrayLike<number>;
}

/** A graph input or output; string dimensions are symbolic (e.g. 'batch'). */
export interface OnnxValueInfo {
  name: string;
  type: OnnxElementType;
  shape: ReadonlyArray<number | string>;
}

/** Node attributes, tagged by their ONNX type. */
export type OnnxAttribute = { int: number } | { ints: readonly number[] } | { float: number };

export interface OnnxNode {
  op: string;
  inputs: readonly string[];
  outputs: readonly string[];
  attributes?: Record<string, OnnxAttribute>;
}

export interface OnnxGraph {
  name: string;
  nodes: readonly OnnxNode[];
  initializers: readonly OnnxTensor[];
  inputs: readonly OnnxValueInfo[];
  outputs: readonly OnnxValueInfo[];
  /** Default-domain opset; 13 keeps `axes` of ReduceSum/Unsqueeze as inputs. */
  opset?: number;
}

/** Accumulates one protobuf message. */
class MessageWriter {
  private readonly chunks: Uint8Array[] = [];

  private push(bytes: Uint8Array): void {
    this.chunks.push(bytes);
  }

  private varint(value: bigint): void {
    // Negative int64 values are encoded as their 64-bit two's complement (10 bytes).
    let rest = BigInt.asUintN(64, value);
    const bytes: number[] = [];
    do {
      let byte = Number(rest & 0x7fn);
      rest >>= 7n;
      if (rest !== 0n) byte |= 0x80;
      bytes.push(byte);
    } while (rest !== 0n);
    this.push(Uint8Array.from(bytes));
  }

  private tag(field: number, wireType: 0 | 2 | 5): void {
    this.varint(BigInt((field << 3) | wireType));
  }

  int(field: number, value: number): this {
    this.tag(field, 0);
    this.varint(BigInt(value));
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, 5);
    const bytes = new Uint8Array(4);
    new DataView(bytes.buffer).setFloat32(0, value, true);
    this.push(bytes);
    return this;
  }

  bytes(field: number, value: Uint8Array): this {
    this.tag(field, 2);
    this.varint(BigInt(value.length));
    this.push(value);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (writer: MessageWriter) => void): this {
    const inner = new MessageWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  /** A packed repeated int64 field. */
  packedInts(field: number, values: readonly number[]): this {
    const inner = new MessageWriter();
    for (const value of values) inner.varint(BigInt(value));
    return this.bytes(field, inner.finish());
  }

  finish(): Uint8Array {
    const total = this.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const chunk of this.chunks) {
      out.set(chunk, offset);
      offset += chunk.length;
    }
    return out;
  }
}

/** Little-endian raw data, the form ONNX Runtime reads fastest and the simplest to write. */
function rawData(tensor: OnnxTensor): Uint8Array {
  const count = tensor.dims.reduce((product, dim) => product * dim, 1);
  if (tensor.values.length !== count) throw new Error(`Initializer ${tensor.name}: ${tensor.values.length} values for dims [${tensor.dims.join(', ')}]`);
  const width = tensor.type === 'float' ? 4 : 8;
  const bytes = new Uint8Array(count * width);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < count; index++) {
    const value = tensor.values[index] ?? 0;
    if (tensor.type === 'float') view.setFloat32(index * 4, value, true);
    else view.setBigInt64(index * 8, BigInt(value), true);
  }
  return bytes;
}

function writeTensor(writer: MessageWriter, tensor: OnnxTensor): void {
  writer.packedInts(1, tensor.dims).int(2, DATA_TYPE[tensor.type]).string(8, tensor.name).bytes(9, rawData(tensor));
}

function writeValueInfo(writer: MessageWriter, value: OnnxValueInfo): void {
  writer.string(1, value.name).message(2, (type) =>
    type.message(1, (tensorType) =>
      tensorType.int(1, DATA_TYPE[value.type]).message(2, (shape) => {
        for (const dim of value.shape) shape.message(1, (dimension) => (typeof dim === 'number' ? dimension.int(1, dim) : dimension.string(2, dim)));
      }),
    ),
  );
}

function writeAttribute(writer: MessageWriter, name: string, attribute: OnnxAttribute): void {
  writer.string(1, name);
  // AttributeProto.type: FLOAT = 1, INT = 2, INTS = 7.
  if ('int' in attribute) writer.int(3, attribute.int).int(20, 2);
  else if ('float' in attribute) writer.float(2, attribute.float).int(20, 1);
  else writer.packedInts(8, attribute.ints).int(20, 7);
}

function writeNode(writer: MessageWriter, node: OnnxNode, index: number): void {
  for (const input of node.inputs) writer.string(1, input);
  for (const output of node.outputs) writer.string(2, output);
  writer.string(3, `${node.op.toLowerCase()}_${index}`).string(4, node.op);
  for (const [name, attribute] of Object.entries(node.attributes ?? {})) writer.message(5, (inner) => writeAttribute(inner, name, attribute));
}

/** Encodes a ModelProto (IR version 8) holding `graph`. */
export function encodeOnnxModel(graph: OnnxGraph): Uint8Array {
  const model = new MessageWriter();
  model.int(1, 8).string(2, 'veil-tests');
  model.message(7, (writer) => {
    graph.nodes.forEach((node, index) => writer.message(1, (inner) => writeNode(inner, node, index)));
    writer.string(2, graph.name);
    for (const tensor of graph.initializers) writer.message(5, (inner) => writeTensor(inner, tensor));
    for (const input of graph.inputs) writer.message(11, (inner) => writeValueInfo(inner, input));
    for (const output of graph.outputs) writer.message(12, (inner) => writeValueInfo(inner, output));
  });
  model.message(8, (writer) => writer.string(1, '').int(2, graph.opset ?? 13));
  return model.finish();
}
