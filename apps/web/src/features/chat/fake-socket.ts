/** A WebSocket stand-in for component tests: records what the app sends, delivers frames on demand. */
export class FakeSocket {
  static readonly OPEN = 1;
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: { type: string; [key: string]: unknown }[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; wasClean: boolean }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = FakeSocket.OPEN;
      this.onopen?.();
    }, 0);
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as { type: string });
  }

  close() {
    this.readyState = 3;
  }

  /** The server closes the socket with a code. */
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, wasClean: true });
  }

  /** The server sends a frame. */
  receive(frame: object) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** Frames of one type the app sent. */
  sentOfType(type: string) {
    return this.sent.filter((frame) => frame.type === type);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.instances[FakeSocket.instances.length - 1];
    if (!socket) throw new Error('no socket was opened');
    return socket;
  }
}
