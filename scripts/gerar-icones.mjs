// Draws the add-in's icons (assets/icon-<size>.png) at every size manifest.xml names, with Node's zlib only:
// a rounded green square holding three list lines, the start of each line gold (the reserved share).
// Run: node scripts/gerar-icones.mjs
import { writeFileSync, mkdirSync } from "node:fs";
import { deflateSync } from "node:zlib";

const TAMANHOS = [16, 32, 64, 80, 128];
const FUNDO = [16, 110, 86]; // #106E56
const LINHA = [255, 255, 255];
const RESERVA = [242, 190, 60]; // #F2BE3C
const AMOSTRAS = 4; // supersampling per axis, for smooth edges

/** Colour of the point (x, y) in a unit square, or null where transparent. */
function cor(x, y) {
  const raio = 0.18;
  const cx = Math.min(Math.max(x, raio), 1 - raio);
  const cy = Math.min(Math.max(y, raio), 1 - raio);
  if ((x - cx) ** 2 + (y - cy) ** 2 > raio ** 2) return null;
  const linhas = [
    { y: 0.28, fim: 0.8 },
    { y: 0.5, fim: 0.7 },
    { y: 0.72, fim: 0.76 },
  ];
  for (const linha of linhas) {
    if (Math.abs(y - linha.y) <= 0.07 && x >= 0.2 && x <= linha.fim) return x < 0.4 ? RESERVA : LINHA;
  }
  return FUNDO;
}

function pixels(tamanho) {
  const rgba = Buffer.alloc(tamanho * tamanho * 4);
  for (let py = 0; py < tamanho; py++) {
    for (let px = 0; px < tamanho; px++) {
      const soma = [0, 0, 0, 0];
      for (let sy = 0; sy < AMOSTRAS; sy++) {
        for (let sx = 0; sx < AMOSTRAS; sx++) {
          const c = cor((px + (sx + 0.5) / AMOSTRAS) / tamanho, (py + (sy + 0.5) / AMOSTRAS) / tamanho);
          if (!c) continue;
          soma[0] += c[0];
          soma[1] += c[1];
          soma[2] += c[2];
          soma[3] += 1;
        }
      }
      const i = (py * tamanho + px) * 4;
      if (soma[3] > 0) {
        rgba[i] = Math.round(soma[0] / soma[3]);
        rgba[i + 1] = Math.round(soma[1] / soma[3]);
        rgba[i + 2] = Math.round(soma[2] / soma[3]);
      }
      rgba[i + 3] = Math.round((255 * soma[3]) / (AMOSTRAS * AMOSTRAS));
    }
  }
  return rgba;
}

const TABELA_CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(dados) {
  let c = 0xffffffff;
  for (const byte of dados) c = TABELA_CRC[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function bloco(tipo, dados) {
  const cabecalho = Buffer.alloc(8);
  cabecalho.writeUInt32BE(dados.length, 0);
  cabecalho.write(tipo, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([cabecalho.subarray(4), dados])), 0);
  return Buffer.concat([cabecalho, dados, crc]);
}

/** PNG, 8-bit RGBA, every scanline with filter 0 (none). */
function png(tamanho) {
  const rgba = pixels(tamanho);
  const bruto = Buffer.alloc(tamanho * (tamanho * 4 + 1));
  for (let y = 0; y < tamanho; y++) {
    rgba.copy(bruto, y * (tamanho * 4 + 1) + 1, y * tamanho * 4, (y + 1) * tamanho * 4);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(tamanho, 0);
  ihdr.writeUInt32BE(tamanho, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // colour type RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco("IHDR", ihdr),
    bloco("IDAT", deflateSync(bruto, { level: 9 })),
    bloco("IEND", Buffer.alloc(0)),
  ]);
}

mkdirSync(new URL("../assets/", import.meta.url), { recursive: true });
for (const tamanho of TAMANHOS) {
  const destino = new URL(`../assets/icon-${tamanho}.png`, import.meta.url);
  writeFileSync(destino, png(tamanho));
  console.log(`assets/icon-${tamanho}.png`);
}
