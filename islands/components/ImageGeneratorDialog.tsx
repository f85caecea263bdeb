import { type FormEvent, useState } from "react";
import {
  imagePromptLimit,
  imageQualities,
  type ImageQuality,
  type ImageSize,
  imageSizes,
  type ImageStyle,
  imageStyles,
} from "../../contracts/images.ts";
import { apiFile, apiRequest } from "../lib/api.ts";
import * as imageApi from "../lib/endpoints/images.ts";
import { saveFile } from "../lib/export_markdown.ts";
import { showToast } from "../lib/toast_store.ts";
import { Dialog } from "./Dialog.tsx";
import { Toaster } from "./Toaster.tsx";

const sizeLabels: Record<ImageSize, string> = {
  "1024x1024": "1024x1024 (square)",
  "1024x1792": "1024x1792 (portrait)",
  "1792x1024": "1792x1024 (landscape)",
};

const noImageUrl = "No image URL received";

async function generate(body: { prompt: string; size: ImageSize; quality: ImageQuality; style: ImageStyle }) {
  const reply = await apiRequest("POST", imageApi.generateImage, body);
  if (reply.success !== true || typeof reply.imageUrl !== "string" || reply.imageUrl === "") {
    throw new Error(noImageUrl);
  }
  return reply.imageUrl;
}

/** The image generator (spec sections 4, 5 and 8): prompt, size, quality, style, then the picture. */
export function ImageGeneratorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [prompt, setPrompt] = useState("");
  // Spec section 5 defaults.
  const [size, setSize] = useState<ImageSize>("1024x1024");
  const [quality, setQuality] = useState<ImageQuality>("standard");
  const [style, setStyle] = useState<ImageStyle>("vivid");
  const [generating, setGenerating] = useState(false);
  const [imageUrl, setImageUrl] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (generating) return;
    if (prompt.trim() === "") {
      showToast({
        title: "Prompt Required",
        description: "Please enter a description for your spiritual image.",
        variant: "destructive",
      });
      return;
    }
    setGenerating(true);
    try {
      setImageUrl(await generate({ prompt: prompt.trim(), size, quality, style }));
    } catch (error) {
      showToast({
        title: "Image Generation Failed",
        description: error instanceof Error && error.message ? error.message : "Failed to generate image",
        variant: "destructive",
      });
    } finally {
      setGenerating(false);
    }
  };

  const download = async () => {
    if (!imageUrl) return;
    try {
      const { blob, fileName } = await apiFile(imageUrl);
      const name = fileName ?? imageUrl.split("/").pop() ?? "spiritual-image";
      saveFile(name, blob, blob.type);
    } catch (error) {
      console.error("Image download failed", error);
      showToast({ title: "Download Failed", description: "Unable to download the image.", variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} title="Spiritual Image Generator" onClose={onClose} className="image-dialog">
      <form className="image-form" onSubmit={(event) => void submit(event)} noValidate>
        <label className="field">
          <span>Describe your spiritual image</span>
          <textarea
            value={prompt}
            maxLength={imagePromptLimit}
            rows={4}
            placeholder="A golden lotus on still water at dawn, light rays through the clouds..."
            onChange={(event) => setPrompt(event.target.value)}
          />
        </label>
        <p className="muted image-counter" aria-live="polite">{prompt.length}/{imagePromptLimit} characters</p>
        <div className="image-options">
          <label className="field">
            <span>Size</span>
            <select value={size} onChange={(event) => setSize(event.target.value as ImageSize)}>
              {imageSizes.map((value) => <option key={value} value={value}>{sizeLabels[value]}</option>)}
            </select>
          </label>
          <label className="field">
            <span>Quality</span>
            <select value={quality} onChange={(event) => setQuality(event.target.value as ImageQuality)}>
              {imageQualities.map((value) => <option key={value} value={value}>{value}</option>)}
            </select>
          </label>
          <label className="field">
            <span>Style</span>
            <select value={style} onChange={(event) => setStyle(event.target.value as ImageStyle)}>
              {imageStyles.map((value) => <option key={value} value={value}>{value}</option>)}
            </select>
          </label>
        </div>
        <button type="submit" className="button button-primary" disabled={generating}>
          {generating ? "Generating..." : "Generate Image"}
        </button>
      </form>
      {imageUrl && (
        <figure className="image-result">
          <img src={imageUrl} alt={`Generated image: ${prompt.trim()}`} />
          <figcaption>
            <button type="button" className="button" onClick={() => void download()}>Download Image</button>
          </figcaption>
        </figure>
      )}
      {/* The page behind a modal dialog is inert and under it, so while open the toast is shown in here. */}
      <Toaster />
    </Dialog>
  );
}
