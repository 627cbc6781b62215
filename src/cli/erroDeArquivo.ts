/**
 * Why a file could not be read or written, in one Portuguese phrase: Node's messages ("ENOENT: no such
 * file or directory, open 'x'") are English and name the system call, not what the clerk can fix.
 */
const MOTIVOS: Record<string, string> = {
  ENOENT: "o arquivo não existe",
  ENOTDIR: "uma parte do caminho não é uma pasta",
  EISDIR: "é uma pasta, não um arquivo",
  EACCES: "sem permissão de acesso",
  EPERM: "sem permissão de acesso",
  ENOSPC: "o disco está cheio",
  EROFS: "o disco é somente leitura",
  ENAMETOOLONG: "o nome é longo demais",
  EILSEQ:
    "o arquivo não está em UTF-8 (talvez em Latin-1 ou Windows-1252, de um editor antigo): salve-o como UTF-8 e tente de novo",
  EEXIST:
    "outro programa criou o arquivo enquanto esta pasta era gravada, e nada foi gravado por cima dele; use outro -o, ou --substituir para substituí-lo",
};

export function motivoDoErroDeArquivo(erro: unknown): string {
  const codigo = (erro as NodeJS.ErrnoException | null)?.code;
  if (codigo !== undefined && Object.hasOwn(MOTIVOS, codigo)) return MOTIVOS[codigo];
  return erro instanceof Error ? erro.message : String(erro);
}
