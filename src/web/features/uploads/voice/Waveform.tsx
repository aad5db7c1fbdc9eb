import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

/** Spec section 9: the waveform is drawn with 2-pixel bars. */
export const WAVEFORM_BAR_WIDTH = 2;
const BAR_GAP = 1;
const SAMPLE_EVERY_MS = 40;
const WAVE_COLOR = '#4f46e5';
const WAVE_PAUSED = '#818cf8';
const WAVE_IDLE = '#c7d2fe';

/**
 * The live waveform of a recording: the peak level of the microphone (a Web Audio AnalyserNode) is
 * sampled every 40 ms while recording and drawn as 2-pixel bars scrolling from the right; paused or
 * saved, the bars stay as they were. A new analyser (a new recording) starts from a flat line.
 */
export function Waveform({ analyser, recording }: { analyser: AnalyserNode | null; recording: boolean }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const levels = useRef<number[]>([]);
  // The drawing loop reads the latest props without restarting.
  const live = useRef({ analyser, recording });
  useEffect(() => {
    if (analyser && analyser !== live.current.analyser) levels.current = [];
    live.current = { analyser, recording };
  }, [analyser, recording]);

  useEffect(() => {
    let frame = 0;
    let lastSample = 0;
    const draw = () => {
      const canvas = canvasRef.current;
      if (canvas) {
        const width = canvas.clientWidth;
        const height = canvas.clientHeight;
        const dpr = window.devicePixelRatio || 1;
        if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
          canvas.width = Math.round(width * dpr);
          canvas.height = Math.round(height * dpr);
        }
        const step = WAVEFORM_BAR_WIDTH + BAR_GAP;
        const slots = Math.max(1, Math.floor(width / step));
        const { analyser: node, recording: on } = live.current;
        const now = performance.now();
        if (node && on && now - lastSample >= SAMPLE_EVERY_MS) {
          lastSample = now;
          const data = new Uint8Array(node.fftSize);
          node.getByteTimeDomainData(data);
          let peak = 0;
          for (const v of data) peak = Math.max(peak, Math.abs(v - 128) / 128);
          levels.current.push(Math.min(1, peak * 1.6));
          if (levels.current.length > slots) levels.current.splice(0, levels.current.length - slots);
        }
        const ctx = canvas.getContext('2d');
        if (ctx) {
          ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
          ctx.clearRect(0, 0, width, height);
          const list = levels.current;
          const mid = height / 2;
          for (let i = 0; i < slots; i += 1) {
            const level = list[list.length - slots + i];
            const x = i * step;
            if (level === undefined) {
              ctx.fillStyle = WAVE_IDLE;
              ctx.fillRect(x, mid - 1, WAVEFORM_BAR_WIDTH, 2);
            } else {
              const h = Math.max(2, level * (height - 4));
              ctx.fillStyle = on ? WAVE_COLOR : WAVE_PAUSED;
              ctx.fillRect(x, mid - h / 2, WAVEFORM_BAR_WIDTH, h);
            }
          }
        }
      }
      frame = requestAnimationFrame(draw);
    };
    frame = requestAnimationFrame(draw);
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <Box
      component="canvas"
      ref={canvasRef}
      role="img"
      aria-label="Live waveform of the recording"
      data-testid="voice-recorder-waveform"
      sx={{ display: 'block', width: '100%', height: 56, mb: 1.25, borderRadius: 1, bgcolor: '#f5f5ff' }}
    />
  );
}
