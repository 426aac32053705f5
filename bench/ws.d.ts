// ws ships no types (and @types/ws is not installed); the little of it the chat benchmark uses.
declare module 'ws' {
  export class WebSocket {
    constructor(url: string);
    readonly readyState: number;
    send(data: string): void;
    close(): void;
    on(event: 'open', listener: () => void): this;
    on(event: 'message', listener: (data: Buffer) => void): this;
    on(event: 'close', listener: (code: number) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
