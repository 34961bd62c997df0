import { Module } from '@nestjs/common';
import { MediaController } from './media.controller.js';
import { ProductPictures } from './product-pictures.js';

/** Media: the product pictures of the demo shop on the embedded engine. */
@Module({ controllers: [MediaController], providers: [ProductPictures] })
export class MediaModule {}
