// ws ships no types (and @types/ws is not installed); this declares the little of it the socket tests use.
declare module 'ws' {
  export class WebSocket {
    constructor(url: string);
    readonly readyState: number;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: (code: number, reason: Buffer) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
  export default WebSocket;
}
