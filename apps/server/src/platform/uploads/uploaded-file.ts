/** A file of a multipart call, as sent: its bytes are judged by the use case, never its name or type. */
export interface UploadedFile {
  field: string;
  filename: string;
  content: Buffer;
}
