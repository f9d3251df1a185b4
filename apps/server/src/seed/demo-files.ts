import sharp from "sharp";

/** PDF text needs its three special characters escaped; the seed's lines are plain ASCII. */
const pdfText = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A one-page PDF with `lines` of text, built by hand (objects, cross-reference table with the byte
 * offset of each object, trailer), so any viewer opens it and the upload check sees "%PDF-".
 */
export function demoPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    "BT /F1 18 Tf 72 760 Td",
    `(${pdfText(title)}) Tj`,
    "/F1 11 Tf 0 -30 Td 16 TL",
    ...lines.map((line) => `(${pdfText(line)}) '`),
    "ET",
  ].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${Buffer.byteLength(text, "latin1")} >>\nstream\n${text}\nendstream`,
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * A small PNG of a score report's layout (a header band and four bars), drawn without text so it
 * looks the same on a machine without fonts: what a phone photo of a document stands in for.
 */
export function demoScoreImage(bands: readonly number[]): Promise<Buffer> {
  const bars = bands
    .map(
      (band, i) =>
        `<rect x="40" y="${110 + i * 42}" width="${Math.round((band / 9) * 440)}" height="24" rx="4" fill="#3b82f6"/>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="300">
<rect width="520" height="300" fill="#ffffff"/><rect width="520" height="72" fill="#1e3a8a"/>
<rect x="40" y="24" width="200" height="24" rx="4" fill="#bfdbfe"/>${bars}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
